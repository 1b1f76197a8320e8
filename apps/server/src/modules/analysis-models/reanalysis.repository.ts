import { and, count, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { STATUS } from '@vigila/domain';
import { items, reanalysisRuns } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

export async function findLatestRun(db: DbExecutor, orgId: string) {
  const [row] = await db
    .select()
    .from(reanalysisRuns)
    .where(eq(reanalysisRuns.orgId, orgId))
    .orderBy(desc(reanalysisRuns.createdAt), desc(reanalysisRuns.id))
    .limit(1);
  return row ?? null;
}

export async function insertRun(db: DbExecutor, row: typeof reanalysisRuns.$inferInsert): Promise<void> {
  await db.insert(reanalysisRuns).values(row);
}

/** Marks the organisation's pending items as part of the run; returns their ids (their jobs are sent next). */
export async function claimPendingItems(db: DbExecutor, orgId: string, runId: string): Promise<string[]> {
  const rows = await db
    .update(items)
    .set({ reanalysisRunId: runId })
    .where(and(eq(items.orgId, orgId), eq(items.statusId, STATUS.pending)))
    .returning({ id: items.id });
  return rows.map((row) => row.id);
}

/** Items of the run analysed (or failed for good) since it started. */
export async function countRunDone(
  db: DbExecutor,
  orgId: string,
  runId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(items)
    .where(
      and(
        eq(items.orgId, orgId),
        eq(items.reanalysisRunId, runId),
        or(
          and(eq(items.aiStatus, 'processed'), gte(items.analyzedAt, since)),
          and(inArray(items.aiStatus, ['failed']), gte(items.updatedAt, since)),
        ),
      ),
    );
  return row?.n ?? 0;
}

export async function completeRun(db: DbExecutor, orgId: string, runId: string): Promise<void> {
  await db
    .update(reanalysisRuns)
    .set({ status: 'completed', completedAt: sql`now()` })
    .where(
      and(
        eq(reanalysisRuns.orgId, orgId),
        eq(reanalysisRuns.id, runId),
        eq(reanalysisRuns.status, 'running'),
      ),
    );
}
