import { STATUS, type FlagSlot, type ParsedListQuery, type Source, type StatusCounts } from '@vigila/domain';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
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
export function counterTriageQuery(
  db: DbExecutor,
  orgId: string,
  source?: Source,
  flags: readonly FlagSlot[] = [],
) {
  const slots = [...new Set(flags)];
  return db
    .select({ n: total() })
    .from(itemCounts)
    .where(
      and(
        eq(itemCounts.orgId, orgId),
        eq(itemCounts.sourceKey, ''),
        source ? eq(itemCounts.source, source) : undefined,
        slots.length > 0 ? or(...slots.map((slot) => eq(COUNTER_FLAG_COLUMNS[slot], true))) : undefined,
        counterTriage(),
      ),
    );
}

const COUNTER_FLAG_COLUMNS = { adr: itemCounts.adr, pqc: itemCounts.pqc, mi: itemCounts.mi } as const;

/** The whole triage inbox counted per source and per flag (the inbox's filter choices), from the counters. */
export async function countTriageFacetsFromCounters(
  db: DbExecutor,
  orgId: string,
): Promise<{ sources: Record<string, number>; flags: Record<FlagSlot, number> }> {
  const rows = await db
    .select({
      source: itemCounts.source,
      n: total(),
      adr: totalWhere(eq(itemCounts.adr, true)),
      pqc: totalWhere(eq(itemCounts.pqc, true)),
      mi: totalWhere(eq(itemCounts.mi, true)),
    })
    .from(itemCounts)
    .where(and(eq(itemCounts.orgId, orgId), eq(itemCounts.sourceKey, ''), counterTriage()))
    .groupBy(itemCounts.source);
  const flags = { adr: 0, pqc: 0, mi: 0 };
  const sources: Record<string, number> = {};
  for (const row of rows) {
    if (row.n > 0) sources[row.source] = row.n;
    flags.adr += row.adr;
    flags.pqc += row.pqc;
    flags.mi += row.mi;
  }
  return { sources, flags };
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
  flags: readonly FlagSlot[] = [],
): Promise<number> {
  const [row] = await counterTriageQuery(db, orgId, source, flags);
  return row?.n ?? 0;
}
