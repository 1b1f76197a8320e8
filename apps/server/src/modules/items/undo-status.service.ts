import { STATUS, type HistoryEntry, type StatusId } from '@vigila/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { recordItemStatus } from './change-status.service.ts';
import { findItemById } from './items.repository.ts';
import { findStatusHistoryEntry, listStatusHistory } from './status-history.repository.ts';

/**
 * How long after a change the server still undoes it. The browser offers Undo for 5 s; the margin covers a slow
 * network, and past it the change is history a reviewer corrects with the status buttons like any other.
 */
export const UNDO_WINDOW_MS = 2 * 60 * 1000;

/**
 * POST /change-status/undo (decision 0036): puts the item back to the status it had before `historyId` — the one
 * of the history entry before it, or pending when there is none, with that entry's Non-relevant reason. Nothing is
 * erased: the undo is one more status change, in the history and the audit trail, naming the change it undid. Only
 * the caller's own latest change of the item, within UNDO_WINDOW_MS, and never an undo itself.
 */
export async function undoStatusChange(db: Db, caller: Caller, historyId: string): Promise<HistoryEntry> {
  return db.transaction(async (tx) => {
    const entry = await findStatusHistoryEntry(tx, caller.orgId, historyId);
    if (!entry) throw AppError.of('status_change_not_found');
    const history = await listStatusHistory(tx, caller.orgId, entry.itemId);
    const latest = history.at(-1);
    const tooOld = Date.now() - entry.changedAt.getTime() > UNDO_WINDOW_MS;
    if (latest?.id !== entry.id || entry.changedBy !== caller.userId || entry.undoOf !== null || tooOld) {
      throw AppError.of('status_undo_refused');
    }
    const item = await findItemById(tx, caller.orgId, entry.itemId);
    if (!item) throw AppError.of('item_not_found');
    const previous = history.at(-2);
    const statusId = (previous?.statusId ?? STATUS.pending) as StatusId;
    const reason =
      previous && previous.statusId === STATUS.nonRelevant && previous.reasonCode
        ? { code: previous.reasonCode, label: previous.reasonLabel, text: previous.reasonText }
        : undefined;
    return recordItemStatus(tx, caller, item, statusId, { undoOf: entry.id, ...(reason ? { reason } : {}) });
  });
}
