import { randomUUID } from 'node:crypto';
import {
  STATUS,
  type ChangeStatusRequest,
  type HistoryEntry,
  type Source,
  type StatusId,
} from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import type { Db } from '../../db/client.ts';
import type { DbTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { findUserById } from '../users/index.ts';
import { findItemByReference, sourceOfReference } from './item-reference.ts';
import { updateItemStatus, type ItemRow } from './items.repository.ts';
import { requireReason, type ChosenReason } from './non-relevant-reasons.service.ts';
import { insertStatusHistory, presentHistoryEntry } from './status-history.repository.ts';

export const ITEM_NOT_FOUND = 'Item not found';

/** What made a status change, when it was more than a click: a case, a Non-relevant reason, an Undo. */
export interface StatusChangeContext {
  /** A case made of the item (decision 0033). */
  caseId?: string;
  /** The reason of a Non-relevant change (decision 0036). */
  reason?: ChosenReason;
  /** The history entry this change undoes (decision 0036). */
  undoOf?: string;
}

/**
 * Sets an item's status within `tx`: the status, its history entry (the changer's name from the users table) and the
 * audit event, together. `because` names what made the change when it was not the status buttons alone.
 */
export async function recordItemStatus(
  tx: DbTransaction,
  caller: Pick<Caller, 'orgId' | 'userId'>,
  item: Pick<ItemRow, 'id' | 'source' | 'statusId'>,
  statusId: StatusId,
  because: StatusChangeContext = {},
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
    reasonCode: because.reason?.code ?? null,
    reasonLabel: because.reason?.label ?? null,
    reasonText: because.reason?.text ?? null,
    undoOf: because.undoOf ?? null,
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
      ...(because.caseId ? { caseId: because.caseId } : {}),
      ...(because.reason ? { reasonCode: because.reason.code } : {}),
      ...(because.undoOf ? { undoOf: because.undoOf } : {}),
    },
  });
  return presentHistoryEntry(entry);
}

/**
 * POST /change-status: sets needs review (2) or non-relevant (3) from any state (SPEC §4.2). The changer is the
 * signed-in user and their name comes from the users table — the client's changed_by fields are not trusted.
 * Non-relevant needs one of the organisation's reasons (decision 0036). Status, history entry and audit event
 * commit together or not at all.
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
    const reason =
      request.status_id === STATUS.nonRelevant
        ? await requireReason(tx, caller.orgId, request.reason_code, request.reason_text)
        : undefined;
    return recordItemStatus(tx, caller, item, request.status_id, reason ? { reason } : {});
  });
}
