import { recordAuditEvent } from '../../audit/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { signBlobUrl } from '../../storage/signed-url.ts';
import { archiveItem, findItem, type ItemRow, updateItemContent } from '../items/index.ts';
import type { RecordingsDeps } from './recordings.deps.ts';

function blobKeyOf(row: ItemRow): string | null {
  const key = row.data.blob_key;
  return typeof key === 'string' && key.length > 0 ? key : null;
}

/**
 * POST /api/recordings/analyze: a recording without text is transcribed again (e.g. after an engine was
 * configured), one with text is analysed again. The reset, the audit event and the job commit together.
 */
export async function reanalyzeRecording(
  deps: RecordingsDeps,
  caller: Caller,
  { recordingId }: { recordingId: string },
): Promise<{ job: 'transcribe-recording' | 'analyze-item' }> {
  const { orgId } = caller;
  return deps.db.transaction(async (tx) => {
    const item = await findItem(tx, orgId, 'recording', recordingId);
    if (!item) throw AppError.of('recording_not_found');
    const job = item.text.trim() === '' ? 'transcribe-recording' : 'analyze-item';
    await updateItemContent(tx, orgId, item.id, { aiStatus: 'pending', aiError: null });
    await recordAuditEvent(tx, {
      type: 'item.reanalysis_requested',
      orgId,
      actorUserId: caller.userId,
      data: { itemId: item.id, source: 'recording' },
    });
    await deps.jobs.send(job, { orgId, itemId: item.id }, { within: tx });
    return { job };
  });
}

/**
 * DELETE /api/recordings/{id}: the recording is archived, never deleted (decision 0035) — out of the lists and
 * triage, its page, audio, history and cases kept — in one audited transaction. Only a purge under the
 * organisation's retention setting may later redact it.
 */
export async function deleteRecording(
  deps: RecordingsDeps,
  caller: Caller,
  { id: recordingId }: { id: string },
): Promise<void> {
  const { orgId } = caller;
  await deps.db.transaction(async (tx) => {
    const row = await archiveItem(tx, orgId, 'recording', { id: recordingId, userId: caller.userId });
    if (!row) throw AppError.of('recording_not_found');
    await recordAuditEvent(tx, {
      type: 'item.archived',
      orgId,
      actorUserId: caller.userId,
      data: { itemId: row.id, source: 'recording', externalId: row.externalId },
    });
  });
}

/** GET /api/recordings/{id}/url: an expiring link to the audio for the browser's player (SPEC §3). */
export async function recordingUrl(
  deps: RecordingsDeps,
  caller: Caller,
  { id: recordingId }: { id: string },
): Promise<{ signedUrl: string; expiresAt: string }> {
  const { orgId } = caller;
  const item = await findItem(deps.db, orgId, 'recording', recordingId);
  const key = item ? blobKeyOf(item) : null;
  if (!key) throw AppError.of('recording_not_found');
  const { url, expiresAt } = signBlobUrl({ secret: deps.blobSigningSecret, baseUrl: deps.publicUrl, key });
  return { signedUrl: url, expiresAt: expiresAt.toISOString() };
}
