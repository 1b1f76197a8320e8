import { recordAuditEvent } from '../../audit/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { findItem, updateItemContent } from '../items/index.ts';
import { ingestEmail, type IngestEmailDeps } from './ingest-email.ts';

export type EmailsServiceDeps = IngestEmailDeps;

export function isEmlFileName(fileName: string): boolean {
  return /\.eml$/i.test(fileName.trim());
}

/**
 * POST /api/email/upload: one .eml file (the SPA sends them one by one). The same file twice answers the id of the
 * item it already made.
 */
export async function uploadEmail(
  deps: EmailsServiceDeps,
  caller: Caller,
  file: { fileName: string; bytes: Buffer },
): Promise<{ id: string; created: boolean }> {
  if (!isEmlFileName(file.fileName)) throw AppError.of('only_eml_files');
  return ingestEmail(deps, {
    orgId: caller.orgId,
    actorUserId: caller.userId,
    raw: file.bytes,
    receivedAt: new Date(),
    origin: { kind: 'upload', fileName: file.fileName },
  });
}

/**
 * POST /api/email/analyze: analyse an e-mail again (after a lexicon update, or a failure). The reset, the audit
 * event and the job commit together, so the list never shows "pending" without a job behind it.
 */
export async function reanalyzeEmail(
  deps: EmailsServiceDeps,
  caller: Caller,
  { emailId }: { emailId: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const item = await findItem(tx, caller.orgId, 'email', emailId);
    if (!item) throw AppError.of('email_not_found');
    await updateItemContent(tx, caller.orgId, item.id, { aiStatus: 'pending', aiError: null });
    await recordAuditEvent(tx, {
      type: 'item.reanalysis_requested',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: { itemId: item.id, source: 'email' },
    });
    await deps.jobs.send('analyze-item', { orgId: caller.orgId, itemId: item.id }, { within: tx });
  });
}
