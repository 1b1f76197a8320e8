import { sql, type SQLWrapper } from 'drizzle-orm';
import { hasPgErrorCode, PG_ERROR } from '../../db/pg-error.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import { statementRows } from '../../db/statement-rows.ts';

/**
 * How long an exact count over the items may take (a text search or a date filter, which the counters cannot
 * answer) before the list answers the planner's estimate instead: a list must open, its total can be "about N".
 * A filter that makes the set small counts in a few milliseconds; a common word in a million-item organisation
 * took 8–85 ms on this 2-core machine, the longer on a busy server (bench/results/review-list-scale.json), and a
 * list must answer within issue 12's 50 ms.
 */
export const EXACT_COUNT_TIMEOUT_MS = 30;

/**
 * Runs `run` in a transaction whose statements stop after `ms`; undefined when one was stopped. PGlite runs in this
 * process and does not stop a statement by time, so there the count is always exact (and a PGlite database is small
 * enough for that).
 */
export async function withStatementTimeout<T>(
  db: DbExecutor,
  ms: number,
  run: (tx: DbExecutor) => Promise<T>,
): Promise<T | undefined> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${String(Math.max(1, Math.trunc(ms)))}`));
      return run(tx);
    });
  } catch (error) {
    if (hasPgErrorCode(error, PG_ERROR.queryCanceled)) return undefined;
    throw error;
  }
}

interface PlanNode {
  Plan: { 'Plan Rows': number };
}

/** The rows PostgreSQL's planner expects `query` to return: milliseconds, however large the table. */
export async function plannerEstimate(db: DbExecutor, query: SQLWrapper): Promise<number> {
  // node-postgres parses the json column, PGlite may give its text.
  const [row] = await statementRows<Record<string, unknown>>(db, sql`explain (format json) ${query}`);
  const plan = row?.['QUERY PLAN'];
  const nodes = (typeof plan === 'string' ? JSON.parse(plan) : plan) as PlanNode[];
  return Math.max(0, Math.round(nodes[0]?.Plan['Plan Rows'] ?? 0));
}
