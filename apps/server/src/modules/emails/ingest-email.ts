import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { ingestItems } from '../items/index.ts';
import { emailItemOf, type EmailOrigin } from './email-item.ts';
import { parseEmail } from './parse-email.ts';

export interface IngestEmailDeps {
  db: Db;
  jobs: JobQueue;
  blobStore: BlobStore;
}

export interface IngestEmailInput {
  orgId: string;
  actorUserId: string | null;
  raw: Buffer;
  receivedAt: Date;
  origin: EmailOrigin;
}

/**
 * One path for every e-mail, uploaded or synced: parse (a bad file stops here, nothing written), keep the raw file
 * in the blob store, then the item, its audit event and its analysis job in one transaction (ingestItems). When
 * the transaction fails, or the e-mail was already there, the new blob is removed again: nothing is half-stored
 * and a duplicate leaves no orphan file.
 */
export async function ingestEmail(
  deps: IngestEmailDeps,
  input: IngestEmailInput,
): Promise<{ id: string; created: boolean }> {
  const parsed = await parseEmail(input.raw);
  const blob = await deps.blobStore.put({
    orgId: input.orgId,
    kind: 'email',
    bytes: input.raw,
    contentType: 'message/rfc822',
  });
  let result: { id: string; created: boolean } | undefined;
  try {
    const item = emailItemOf({ ...input, parsed, blobKey: blob.key });
    [result] = await ingestItems(deps.db, deps.jobs, [item], { actorUserId: input.actorUserId });
  } catch (error) {
    await deps.blobStore.remove(blob.key).catch(() => undefined); // the original error is the one to report
    throw error;
  }
  if (!result) throw new Error('ingestItems answered no result for one item');
  if (!result.created) await deps.blobStore.remove(blob.key); // the existing item keeps its own copy
  return result;
}
