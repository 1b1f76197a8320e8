import type { HistoryEntry } from '@vigila/domain';
import { and, asc, eq } from 'drizzle-orm';
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
