import { STATUS, type ParsedListQuery, type Source, type StatusCounts } from '@vigila/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { itemCounts } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import { counterBaseConditions, counterListConditions, counterTriage } from './item-counts.sql.ts';
import type { ListScope } from './item-list.sql.ts';

const total = () => sql<number>`coalesce(sum(${itemCounts.n}), 0)::int`;
const totalWhere = (condition: SQL) =>
  sql<number>`coalesce(sum(${itemCounts.n}) filter (where ${condition}), 0)::int`;

// The query builders are exported so the benchmark can time the bare SQL of exactly these statements.

/** The five tiles from the counters: a few dozen rows per source, whatever the number of items. */
export function counterTilesQuery(db: DbExecutor, scope: ListScope, query: ParsedListQuery) {
  return db
    .select({
      triage: totalWhere(counterTriage()),
      pending: totalWhere(eq(itemCounts.statusId, STATUS.pending)),
      needs_review: totalWhere(eq(itemCounts.statusId, STATUS.needsReview)),
      non_relevant: totalWhere(eq(itemCounts.statusId, STATUS.nonRelevant)),
      total: total(),
    })
    .from(itemCounts)
    .where(counterBaseConditions(scope, query));
}

/** A list's total from the counters. */
export function counterTotalQuery(db: DbExecutor, scope: ListScope, query: ParsedListQuery) {
  return db.select({ n: total() }).from(itemCounts).where(counterListConditions(scope, query));
}

/** The triage inbox's size (pending with any flag), of every source or one, from the whole-source counters. */
export function counterTriageQuery(db: DbExecutor, orgId: string, source?: Source) {
  return db
    .select({ n: total() })
    .from(itemCounts)
    .where(
      and(
        eq(itemCounts.orgId, orgId),
        eq(itemCounts.sourceKey, ''),
        source ? eq(itemCounts.source, source) : undefined,
        counterTriage(),
      ),
    );
}

export async function countTilesFromCounters(
  db: DbExecutor,
  scope: ListScope,
  query: ParsedListQuery,
): Promise<StatusCounts> {
  const [row] = await counterTilesQuery(db, scope, query);
  return row ?? { triage: 0, pending: 0, needs_review: 0, non_relevant: 0, total: 0 };
}

export async function countTotalFromCounters(
  db: DbExecutor,
  scope: ListScope,
  query: ParsedListQuery,
): Promise<number> {
  const [row] = await counterTotalQuery(db, scope, query);
  return row?.n ?? 0;
}

export async function countTriageFromCounters(
  db: DbExecutor,
  orgId: string,
  source?: Source,
): Promise<number> {
  const [row] = await counterTriageQuery(db, orgId, source);
  return row?.n ?? 0;
}
