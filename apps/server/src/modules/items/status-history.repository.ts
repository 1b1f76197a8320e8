import { STATUS, type HistoryEntry } from '@vigila/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { statusHistory } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

export type StatusHistoryRow = typeof statusHistory.$inferSelect;

export function presentHistoryEntry(row: StatusHistoryRow): HistoryEntry {
  return {
    id: row.id,
    status_id: row.statusId,
    changed_by: row.changedBy,
    changed_by_name: row.changedByName,
    changed_at: row.changedAt.toISOString(),
    reason_code: row.reasonCode,
    reason_label: row.reasonLabel,
    reason_text: row.reasonText,
    undo_of: row.undoOf,
  };
}

/** Oldest first, as the history card reads (each entry's badge and time). */
export async function listStatusHistory(
  db: DbExecutor,
  orgId: string,
  itemId: string,
): Promise<StatusHistoryRow[]> {
  return db
    .select()
    .from(statusHistory)
    .where(and(eq(statusHistory.orgId, orgId), eq(statusHistory.itemId, itemId)))
    .orderBy(asc(statusHistory.changedAt), asc(statusHistory.id));
}

export async function insertStatusHistory(
  db: DbExecutor,
  entry: Omit<StatusHistoryRow, 'changedAt'>,
): Promise<StatusHistoryRow> {
  const [row] = await db.insert(statusHistory).values(entry).returning();
  if (!row) throw new Error('status history insert returned nothing');
  return row;
}

export async function findStatusHistoryEntry(
  db: DbExecutor,
  orgId: string,
  id: string,
): Promise<StatusHistoryRow | null> {
  const [row] = await db
    .select()
    .from(statusHistory)
    .where(and(eq(statusHistory.orgId, orgId), eq(statusHistory.id, id)));
  return row ?? null;
}

/** Why an item was last set Non-relevant: the reason's code, the organisation's label (null on a default), the text. */
export interface NonRelevantReasonOfItem {
  code: string | null;
  label: string | null;
  text: string | null;
}

/**
 * Per item, the reason of the latest change that set it Non-relevant (decision 0036); items never set so are absent.
 * The caller shows it only while the item is Non-relevant: an Undo leaves the old entry in the history.
 */
export async function latestNonRelevantReasons(
  db: DbExecutor,
  orgId: string,
  itemIds: readonly string[],
): Promise<Map<string, NonRelevantReasonOfItem>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([statusHistory.itemId], {
      itemId: statusHistory.itemId,
      code: statusHistory.reasonCode,
      label: statusHistory.reasonLabel,
      text: statusHistory.reasonText,
    })
    .from(statusHistory)
    .where(
      and(
        eq(statusHistory.orgId, orgId),
        eq(statusHistory.statusId, STATUS.nonRelevant),
        inArray(statusHistory.itemId, [...itemIds]),
      ),
    )
    .orderBy(statusHistory.itemId, desc(statusHistory.changedAt), desc(statusHistory.id));
  return new Map(rows.map(({ itemId, ...reason }) => [itemId, reason]));
}
