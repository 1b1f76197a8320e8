import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { FileTaskFailed, runFileTask } from '../../parsing/file-pool.ts';
import type { AudioSummary } from '../../transcription/audio/decode-audio.ts';
import { ingestItems } from '../items/index.ts';
import { findUserById } from '../users/index.ts';
import { cleanFileName, CONTENT_TYPE_BY_FORMAT } from './audio-file.ts';
import type { UploadedAudio } from './read-audio-upload.ts';
import type { RecordingsDeps } from './recordings.deps.ts';

/**
 * How long decoding an upload may take in its file thread: a minute, and a second more per megabyte (MP3 decodes at
 * a few MB a second on a slow core, so the 200 MB limit fits). Past it the file is refused, not the server stalled.
 */
const audioTimeLimitMs = (bytes: number) => 60_000 + Math.ceil(bytes / (1024 * 1024)) * 1_000;

/**
 * Decodes the whole file in a file thread (decision 0027): a file that does not decode is not audio, whatever its
 * name says; one that passes the thread's time or memory limit is refused the same way.
 */
async function inspectAudio(bytes: Buffer): Promise<AudioSummary> {
  try {
    const result = await runFileTask(
      { kind: 'inspect-audio', bytes },
      { timeLimitMs: audioTimeLimitMs(bytes.length) },
    );
    if (result.ok) return result.summary;
    throw AppError.of('only_audio_files');
  } catch (error) {
    if (error instanceof FileTaskFailed) throw AppError.of('only_audio_files', { cause: error });
    throw error;
  }
}

/**
 * POST /api/recordings/upload: one audio file. It must claim to be audio (checked on reading) and decode; then
 * the bytes go to the blob store and the item (text empty until transcribed) and its transcription job commit
 * together. The same file twice answers the first recording's id and keeps one copy of the bytes.
 */
export async function uploadRecording(
  deps: RecordingsDeps,
  caller: Caller,
  file: UploadedAudio,
): Promise<{ id: string; created: boolean }> {
  const audio = await inspectAudio(file.bytes);
  const user = await findUserById(deps.db, caller.userId);
  const uploader = user?.name || user?.email || caller.userId;
  const fileName = cleanFileName(file.fileName);
  const contentType = CONTENT_TYPE_BY_FORMAT[audio.format];
  const blob = await deps.blobStore.put({
    orgId: caller.orgId,
    kind: 'recording',
    bytes: file.bytes,
    contentType,
  });
  let result: { id: string; created: boolean };
  try {
    result = await deps.db.transaction(async (tx) => {
      const [ingested] = await ingestItems(
        tx,
        deps.jobs,
        [
          {
            orgId: caller.orgId,
            source: 'recording',
            externalId: blob.sha256,
            author: uploader,
            title: fileName,
            text: '',
            // The call's language as the uploader said it: the engine runs only if it covers it (issue 27).
            ...(file.language ? { language: file.language } : {}),
            publishedAt: new Date(),
            data: {
              blob_key: blob.key,
              file_name: fileName,
              content_type: contentType,
              size: blob.size,
              duration_seconds: Math.round(audio.durationSeconds * 1000) / 1000,
              uploaded_by: uploader,
              uploaded_by_id: caller.userId,
              org_name: caller.orgName,
              transcription_engine: null,
              call_language: file.language,
            },
          },
        ],
        { actorUserId: caller.userId, analyze: false },
      );
      if (!ingested) throw AppError.of('internal_error');
      if (ingested.created) {
        const payload = { orgId: caller.orgId, itemId: ingested.id };
        await deps.jobs.send('transcribe-recording', payload, { within: tx });
      }
      return ingested;
    });
  } catch (error) {
    await deps.blobStore.remove(blob.key).catch(() => undefined); // nothing half-stored
    throw error;
  }
  // The same file again: the first upload's copy stays. A leftover copy would only cost disk space.
  if (!result.created) await deps.blobStore.remove(blob.key).catch(() => undefined);
  return result;
}
