import { randomUUID } from 'node:crypto';
import type { ChangeStatusRequest, HistoryEntry } from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { findUserById } from '../users/index.ts';
import { findItemByReference, sourceOfReference } from './item-reference.ts';
import { updateItemStatus } from './items.repository.ts';
import { insertStatusHistory, presentHistoryEntry } from './status-history.repository.ts';

export const ITEM_NOT_FOUND = 'Item not found';

/**
 * POST /change-status: sets needs review (2) or non-relevant (3) from any state (SPEC §4.2). The changer is the
 * signed-in user and their name comes from the users table — the client's changed_by fields are not trusted.
 * Status, history entry and audit event commit together or not at all.
 */
export async function changeItemStatus(
  db: Db,
  caller: Caller,
  request: ChangeStatusRequest,
): Promise<HistoryEntry> {
  const source = sourceOfReference(request.reference_type);
  return db.transaction(async (tx) => {
    const item = await findItemByReference(tx, caller.orgId, source, request.reference_id);
    if (!item) throw AppError.of('item_not_found');
    const user = await findUserById(tx, caller.userId);
    await updateItemStatus(tx, caller.orgId, item.id, request.status_id);
    const entry = await insertStatusHistory(tx, {
      id: randomUUID(),
      orgId: caller.orgId,
      itemId: item.id,
      statusId: request.status_id,
      changedBy: caller.userId,
      changedByName: user?.name ?? null,
    });
    await recordAuditEvent(tx, {
      type: 'item.status_changed',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: {
        itemId: item.id,
        source,
        fromStatusId: item.statusId,
        toStatusId: request.status_id,
        historyId: entry.id,
      },
    });
    return presentHistoryEntry(entry);
  });
}
