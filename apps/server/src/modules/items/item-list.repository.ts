import { STATUS, type ParsedListQuery, type StatusCounts } from '@vigila/domain';
import { and, count, desc, sql } from 'drizzle-orm';
import { items } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import { baseConditions, listConditions, triageCondition, type ListScope } from './item-list.sql.ts';
import type { ItemRow } from './items.repository.ts';
import type { ListPosition } from './list-cursor.ts';
import { countTilesFromCounters, countTotalFromCounters } from './item-counts.repository.ts';
import { countersAnswer } from './item-counts.sql.ts';

/** Newest first; the id breaks ties so pages never overlap. Matches the list indexes (DESC NULLS FIRST). */
const NEWEST_FIRST = [desc(items.publishedAt), desc(items.id)];

// The query builders are exported so the benchmark can time the bare SQL of exactly these statements.
/** A page of a list: by offset (the spec's page numbers), or after a position (a cursor, at the cost of page 1). */
export interface ListPage {
  limit: number;
  offset: number;
  after?: ListPosition;
}

/** The rows after `position` in newest-first order: a range of the list index, however deep the page. */
export const afterPosition = (position: ListPosition) =>
  sql`(${items.publishedAt}, ${items.id}) < (${position.publishedAt.toISOString()}::timestamptz, ${position.id})`;

export function listItemsQuery(db: DbExecutor, scope: ListScope, query: ParsedListQuery, page?: ListPage) {
  const select = db
    .select()
    .from(items)
    .where(and(listConditions(scope, query), page?.after ? afterPosition(page.after) : undefined))
    .orderBy(...NEWEST_FIRST)
    .$dynamic();
  if (!page) return select;
  return page.after ? select.limit(page.limit) : select.limit(page.limit).offset(page.offset);
}

export function countItemsQuery(db: DbExecutor, scope: ListScope, query: ParsedListQuery) {
  return db.select({ n: count() }).from(items).where(listConditions(scope, query));
}

export async function listItemRows(
  db: DbExecutor,
  scope: ListScope,
  query: ParsedListQuery,
  page?: ListPage,
): Promise<ItemRow[]> {
  return listItemsQuery(db, scope, query, page);
}

/** A list's total: from the counters when they answer the query, else counted over the items. */
export async function countItemRows(
  db: DbExecutor,
  scope: ListScope,
  query: ParsedListQuery,
): Promise<number> {
  if (countersAnswer(query)) return countTotalFromCounters(db, scope, query);
  const [row] = await countItemsQuery(db, scope, query);
  return row?.n ?? 0;
}

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})::int`;

/** The five tiles in one scan: FILTER clauses over the list's non-status filters. */
export function statusTilesQuery(db: DbExecutor, scope: ListScope, query: ParsedListQuery) {
  return db
    .select({
      triage: countWhere(triageCondition()),
      pending: countWhere(sql`${items.statusId} = ${STATUS.pending}`),
      needs_review: countWhere(sql`${items.statusId} = ${STATUS.needsReview}`),
      non_relevant: countWhere(sql`${items.statusId} = ${STATUS.nonRelevant}`),
      total: sql<number>`count(*)::int`,
    })
    .from(items)
    .where(baseConditions(scope, query));
}

/** The five tiles: from the counters when they answer the query, else in one scan of the items. */
export async function countStatusTiles(
  db: DbExecutor,
  scope: ListScope,
  query: ParsedListQuery,
): Promise<StatusCounts> {
  if (countersAnswer(query)) return countTilesFromCounters(db, scope, query);
  const [row] = await statusTilesQuery(db, scope, query);
  return row ?? { triage: 0, pending: 0, needs_review: 0, non_relevant: 0, total: 0 };
}
