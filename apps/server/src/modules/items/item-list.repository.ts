import { STATUS, type ParsedListQuery, type StatusCounts } from '@vigila/domain';
import { and, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { items } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import { baseConditions, listConditions, triageCondition, type ListScope } from './item-list.sql.ts';
import type { ItemRow } from './items.repository.ts';
import type { ListPosition } from './list-cursor.ts';
import { countTilesFromCounters, countTotalFromCounters } from './item-counts.repository.ts';
import { countersAnswer } from './item-counts.sql.ts';
import { estimateBySample } from './item-sample-estimate.repository.ts';
import {
  EXACT_COUNT_TIMEOUT_MS,
  plannerEstimate,
  withStatementTimeout,
} from './item-count-estimate.repository.ts';

/** Characters of an item's text a list row carries: the rows show two lines of it; the detail page the whole. */
export const LIST_TEXT_PREVIEW_CHARS = 1000;
/** A list row keeps its HTML (YouTube's comment markup) only up to this size; an e-mail's HTML is the detail's. */
export const LIST_HTML_MAX_BYTES = 16 * 1024;

/**
 * The columns of a list row: every column, with the text cut to a preview and large HTML left out. A list page
 * of 50 e-mails of up to 1 MB each was 11 MB and 1.5 s to answer when rows carried whole bodies (issue 24).
 */
export const listRowColumns = {
  ...getTableColumns(items),
  text: sql<string>`left(${items.text}, ${sql.raw(String(LIST_TEXT_PREVIEW_CHARS))})`,
  html: sql<
    string | null
  >`case when octet_length(${items.html}) <= ${sql.raw(String(LIST_HTML_MAX_BYTES))} then ${items.html} end`,
};

/** List rows (a preview of the text), or whole rows (the CSV exports, which write the whole text). */
export type RowColumns = 'listRow' | 'whole';
const COLUMNS = { listRow: listRowColumns, whole: getTableColumns(items) } as const;

/** Newest first; the id breaks ties so pages never overlap. Matches the list indexes (DESC NULLS FIRST). */
export const NEWEST_FIRST = [desc(items.publishedAt), desc(items.id)];

// The query builders are exported so the benchmark can time the bare SQL of exactly these statements.
/** A page of a list: by offset (the spec's page numbers), or after a position (a cursor, at the cost of page 1). */
export interface ListPage {
  limit: number;
  offset: number;
  after?: ListPosition;
}

/** The rows after `position` in newest-first order: a range of the list index, however deep the page. */
const afterPosition = (position: ListPosition) =>
  sql`(${items.publishedAt}, ${items.id}) < (${position.publishedAt.toISOString()}::timestamptz, ${position.id})`;

/**
 * A page by number past the first (`offset` > 0), in two steps: the page's ids first, from the list index alone
 * (an index-only scan skips the `offset` entries without reading their rows), then those rows by primary key. Read
 * in one step, PostgreSQL fetched every skipped row from the table: page 1000 of 50 took 170 ms at a million items.
 * `orgId` scopes the second step too, so it can never return another organisation's row.
 */
function rowsAtOffset(
  db: DbExecutor,
  orgId: string,
  conditions: SQL | undefined,
  page: ListPage,
  columns: RowColumns,
) {
  const pageIds = db
    .select({ id: items.id })
    .from(items)
    .where(conditions)
    .orderBy(...NEWEST_FIRST)
    .limit(page.limit)
    .offset(page.offset);
  return db
    .select(COLUMNS[columns])
    .from(items)
    .where(and(eq(items.orgId, orgId), inArray(items.id, pageIds)))
    .orderBy(...NEWEST_FIRST)
    .$dynamic();
}

/**
 * One page of the items matching `conditions` (which scope them to `orgId`), newest first — after a cursor's
 * position, or by number — as list rows, or whole for the CSV exports. Every item list, the triage inbox and the
 * exports page through here; there is no unbounded read.
 */
export function pageOfItems(
  db: DbExecutor,
  orgId: string,
  conditions: SQL | undefined,
  page: ListPage,
  columns: RowColumns = 'listRow',
) {
  if (!page.after && page.offset > 0) return rowsAtOffset(db, orgId, conditions, page, columns);
  return db
    .select(COLUMNS[columns])
    .from(items)
    .where(and(conditions, page.after ? afterPosition(page.after) : undefined))
    .orderBy(...NEWEST_FIRST)
    .limit(page.limit)
    .$dynamic();
}

export function listItemsQuery(
  db: DbExecutor,
  scope: ListScope,
  query: ParsedListQuery,
  page: ListPage,
  columns: RowColumns = 'listRow',
) {
  return pageOfItems(db, scope.orgId, listConditions(scope, query), page, columns);
}

/** Every item a list's filters match, unpaged: only for the planner to estimate how many (never run). */
export function matchingItemsQuery(db: DbExecutor, scope: ListScope, query: ParsedListQuery) {
  return db.select({ id: items.id }).from(items).where(listConditions(scope, query)).$dynamic();
}

export function countItemsQuery(db: DbExecutor, scope: ListScope, query: ParsedListQuery) {
  return db.select({ n: count() }).from(items).where(listConditions(scope, query));
}

export async function listItemRows(
  db: DbExecutor,
  scope: ListScope,
  query: ParsedListQuery,
  page: ListPage,
): Promise<ItemRow[]> {
  return listItemsQuery(db, scope, query, page);
}

/** A list's total, and whether it is the planner's estimate rather than a count. */
export interface ListTotal {
  n: number;
  estimated: boolean;
}

/**
 * A list's total: from the counters when they answer the query; else counted over the items, or estimated by the
 * planner when that count takes longer than `timeoutMs` (a text search matching much of a large organisation).
 */
export async function countItemRows(
  db: DbExecutor,
  scope: ListScope,
  query: ParsedListQuery,
  timeoutMs = EXACT_COUNT_TIMEOUT_MS,
): Promise<ListTotal> {
  if (countersAnswer(query)) return { n: await countTotalFromCounters(db, scope, query), estimated: false };
  const exact = await withStatementTimeout(db, timeoutMs, async (tx) => {
    const [row] = await countItemsQuery(tx, scope, query);
    return row?.n ?? 0;
  });
  if (exact !== undefined) return { n: exact, estimated: false };
  return estimateItemRows(db, scope, query);
}

/** A list's total estimated: from a sample of the table (item-sample-estimate), else the planner's guess. */
export async function estimateItemRows(
  db: DbExecutor,
  scope: ListScope,
  query: ParsedListQuery,
): Promise<ListTotal> {
  const sampled = await estimateBySample(db, scope, query);
  return { n: sampled ?? (await plannerEstimate(db, matchingItemsQuery(db, scope, query))), estimated: true };
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

/**
 * The five tiles: from the counters when they answer the query; else in one scan of the items, or the planner's
 * estimate of each when that scan takes longer than `timeoutMs`.
 */
export async function countStatusTiles(
  db: DbExecutor,
  scope: ListScope,
  query: ParsedListQuery,
  timeoutMs = EXACT_COUNT_TIMEOUT_MS,
): Promise<{ counts: StatusCounts; estimated: boolean }> {
  if (countersAnswer(query))
    return { counts: await countTilesFromCounters(db, scope, query), estimated: false };
  const exact = await withStatementTimeout(
    db,
    timeoutMs,
    async (tx) => (await statusTilesQuery(tx, scope, query))[0],
  );
  if (exact) return { counts: exact, estimated: false };
  const estimate = (condition?: SQL) =>
    plannerEstimate(
      db,
      db
        .select({ id: items.id })
        .from(items)
        .where(and(baseConditions(scope, query), condition)),
    );
  const [triage, pending, needsReview, nonRelevant, total] = await Promise.all([
    estimate(triageCondition()),
    estimate(eq(items.statusId, STATUS.pending)),
    estimate(eq(items.statusId, STATUS.needsReview)),
    estimate(eq(items.statusId, STATUS.nonRelevant)),
    estimate(),
  ]);
  return {
    counts: { triage, pending, needs_review: needsReview, non_relevant: nonRelevant, total },
    estimated: true,
  };
}
