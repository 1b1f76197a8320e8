import { buffer } from 'node:stream/consumers';
import { recordAuditEvent } from '../../audit/index.ts';
import type { Db } from '../../db/client.ts';
import type { JobPayloads, JobQueue } from '../../jobs/job-queue.ts';
import type { RecordingsServices } from './recordings.deps.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import {
  languageNotCoveredMessage,
  transcriberCovers,
  TranscriptionError,
  type Transcriber,
} from '../../transcription/transcriber.ts';
import { findItem, type ItemRow, updateItemContent } from '../items/index.ts';

type Payload = JobPayloads['transcribe-recording'];

export interface TranscribeRecordingDeps {
  db: Db;
  jobs: JobQueue;
  blobStore: BlobStore;
  transcriber: Transcriber;
}

const dataString = (row: ItemRow, key: string) => {
  const value = row.data[key];
  return typeof value === 'string' ? value : null;
};

/** The message reviewers see: a TranscriptionError's own, never an internal one (paths, stack traces). */
function failureMessage(error: Error): string {
  return error instanceof TranscriptionError ? error.message : 'Transcription failed';
}

/** The item shows 'failed' with the reason, the audit trail says so; POST /recordings/analyze tries again. */
export async function recordTranscriptionFailure(
  deps: Pick<TranscribeRecordingDeps, 'db' | 'transcriber'>,
  payload: Payload,
  error: Error,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const item = await findItem(tx, payload.orgId, 'recording', payload.itemId);
    if (!item) return;
    const message = failureMessage(error).slice(0, 1000);
    await updateItemContent(tx, payload.orgId, item.id, { aiStatus: 'failed', aiError: message });
    await recordAuditEvent(tx, {
      type: 'item.transcription_failed',
      orgId: payload.orgId,
      actorUserId: null,
      data: { itemId: item.id, engine: deps.transcriber.name, error: message },
    });
  });
}

async function transcribe(deps: TranscribeRecordingDeps, item: ItemRow) {
  const key = dataString(item, 'blob_key');
  if (!key) throw new TranscriptionError('The audio file of this recording is missing', { retryable: false });
  const bytes = await buffer(await deps.blobStore.read(key)).catch((error: unknown) => {
    throw new TranscriptionError('The audio file of this recording could not be read', {
      retryable: true,
      cause: error,
    });
  });
  return deps.transcriber.transcribe({
    bytes,
    contentType: dataString(item, 'content_type') ?? 'application/octet-stream',
    fileName: dataString(item, 'file_name') ?? item.title ?? 'recording',
  });
}

/**
 * The transcribe-recording job: reads the audio, transcribes it, stores text and language, and hands the item
 * to analysis — text, audit event and analyze-item job in one transaction. A failure that retrying cannot fix
 * (no engine, undecodable audio, refused credentials) is recorded at once; others are retried by the queue
 * and recorded after the last try (onFinalFailure), so no recording is ever left without a status.
 */
export async function transcribeRecording(deps: TranscribeRecordingDeps, payload: Payload): Promise<void> {
  const item = await findItem(deps.db, payload.orgId, 'recording', payload.itemId);
  if (!item) return; // deleted since: the job was sent in the same transaction as the item
  // An engine never runs on a call in a language it lacks: the recording waits for a typed transcript (issue 27).
  // Only the language the uploader said counts — not one an earlier transcription guessed ('und', a wrong 'en').
  const said = dataString(item, 'call_language');
  if (said && deps.transcriber.name !== 'none' && !transcriberCovers(deps.transcriber, said)) {
    const message = languageNotCoveredMessage(deps.transcriber.name, said);
    await recordTranscriptionFailure(deps, payload, new TranscriptionError(message, { retryable: false }));
    return;
  }
  await updateItemContent(deps.db, payload.orgId, item.id, { aiStatus: 'processing', aiError: null });
  let result;
  try {
    result = await transcribe(deps, item);
  } catch (error) {
    if (error instanceof TranscriptionError && !error.retryable) {
      await recordTranscriptionFailure(deps, payload, error);
      return;
    }
    throw error;
  }
  await deps.db.transaction(async (tx) => {
    if (!(await findItem(tx, payload.orgId, 'recording', item.id))) return;
    await updateItemContent(tx, payload.orgId, item.id, {
      text: result.text,
      // The language the uploader said stays; else the engine's.
      language: item.language ?? result.language,
      aiStatus: 'pending',
      data: { transcription_engine: deps.transcriber.name },
    });
    await recordAuditEvent(tx, {
      type: 'item.transcribed',
      orgId: payload.orgId,
      actorUserId: null,
      data: {
        itemId: item.id,
        engine: deps.transcriber.name,
        language: result.language,
        characters: result.text.length,
      },
    });
    await deps.jobs.send('analyze-item', { orgId: payload.orgId, itemId: item.id }, { within: tx });
  });
}

export async function registerTranscribeRecordingWorker(services: RecordingsServices): Promise<void> {
  const deps: TranscribeRecordingDeps = {
    db: services.database.db,
    jobs: services.jobs,
    blobStore: services.blobStore,
    transcriber: services.transcriber,
  };
  await deps.jobs.work('transcribe-recording', (payload) => transcribeRecording(deps, payload), {
    // pocketsphinx keeps a CPU core busy per recording; an outside service can take a few at once.
    concurrency: deps.transcriber.name === 'whisper' ? 4 : 1,
    onFinalFailure: (payload, error) => recordTranscriptionFailure(deps, payload, error),
  });
}
