import type { Source } from '@vigila/domain';
import type { DbExecutor } from '../../db/transaction.ts';
import { findItemByAnyId, type ItemRow } from './items.repository.ts';

/** The item source a reference_type of POST /change-status or /feedback names (SPEC §7.2): read from the sources' definitions. */
export { sourceOfReference } from '@vigila/domain';

/**
 * The item a client refers to: by our id, or by the source's own id (review_id, comment_id, pmid — what the
 * spec's clients send for those sources). Locked for update: two status changes of one item run one after the
 * other, so the audit event's "from" status is always the one replaced.
 */
export async function findItemByReference(
  db: DbExecutor,
  orgId: string,
  source: Source,
  referenceId: string,
): Promise<ItemRow | null> {
  return findItemByAnyId(db, orgId, source, referenceId, { forUpdate: true });
}
