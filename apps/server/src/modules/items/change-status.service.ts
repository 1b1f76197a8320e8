import { randomUUID } from 'node:crypto';
import type { ChangeStatusRequest, HistoryEntry, Source, StatusId } from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import type { Db } from '../../db/client.ts';
import type { DbTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { findUserById } from '../users/index.ts';
import { findItemByReference, sourceOfReference } from './item-reference.ts';
import { updateItemStatus, type ItemRow } from './items.repository.ts';
import { insertStatusHistory, presentHistoryEntry } from './status-history.repository.ts';

export const ITEM_NOT_FOUND = 'Item not found';

/**
 * Sets an item's status within `tx`: the status, its history entry (the changer's name from the users table) and the
 * audit event, together. `because` names what made the change when it was not the status buttons (a case made of
 * the item).
 */
export async function recordItemStatus(
  tx: DbTransaction,
  caller: Pick<Caller, 'orgId' | 'userId'>,
  item: Pick<ItemRow, 'id' | 'source' | 'statusId'>,
  statusId: StatusId,
  because?: { caseId: string },
): Promise<HistoryEntry> {
  const user = await findUserById(tx, caller.userId);
  await updateItemStatus(tx, caller.orgId, item.id, statusId);
  const entry = await insertStatusHistory(tx, {
    id: randomUUID(),
    orgId: caller.orgId,
    itemId: item.id,
    statusId,
    changedBy: caller.userId,
    changedByName: user?.name ?? null,
  });
  await recordAuditEvent(tx, {
    type: 'item.status_changed',
    orgId: caller.orgId,
    actorUserId: caller.userId,
    data: {
      itemId: item.id,
      source: item.source as Source,
      fromStatusId: item.statusId,
      toStatusId: statusId,
      historyId: entry.id,
      ...(because ? { caseId: because.caseId } : {}),
    },
  });
  return presentHistoryEntry(entry);
}

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
    return recordItemStatus(tx, caller, item, request.status_id);
  });
}
