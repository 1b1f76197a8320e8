import type {
  ApiErrorCode,
  HistoryEntry,
  Pagination,
  ParsedListQuery,
  Source,
  StatusCounts,
} from '@vigila/domain';
import type { DbExecutor } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import {
  countItemRows,
  countStatusTiles,
  estimateItemRows,
  listItemRows,
  type ListTotal,
} from './item-list.repository.ts';
import { countersAnswer } from './item-counts.sql.ts';
import { pageWithTotal } from './item-page-with-total.repository.ts';
import type { ListScope } from './item-list.sql.ts';
import { findItemByAnyId, type ItemRow } from './items.repository.ts';
import { listStatusHistory, presentHistoryEntry } from './status-history.repository.ts';
import { decodeListCursor, nextCursorOf, type ListPosition } from './list-cursor.ts';

export type { ItemRow };

/** One source's list: the query string of the list and its tiles. */
export interface SourceListInput {
  source: Source;
  query: ParsedListQuery;
}

/** One item of a source, by its id or its id at the source; `notFound` is the source's 404 error. */
export interface SourceItemInput {
  source: Source;
  id: string;
  notFound: ApiErrorCode;
}

const scopeOf = (caller: Caller, source: Source): ListScope => ({ orgId: caller.orgId, sources: [source] });

/**
 * The generic reads every source list is made of: one page of the filtered list (by page number, or after the
 * previous page's cursor; page 1 when neither is given), the five tile counts, one item, one item's history. Every
 * query is scoped to the caller's organisation.
 */
export async function listSourceItems(
  db: DbExecutor,
  caller: Caller,
  { source, query }: SourceListInput,
): Promise<{ rows: ItemRow[]; pagination: Pagination }> {
  const scope = scopeOf(caller, source);
  // Without `page` or `cursor` the answer is page 1: no list answers more than `page_size` rows (issue 24).
  const page = query.page ?? 1;
  const pageSize = query.page_size;
  const after = query.cursor === undefined ? undefined : decodeListCursor(query.cursor);
  const at = { limit: pageSize, offset: (page - 1) * pageSize };
  const [rows, total] = await pageAndTotal(db, scope, query, at, after);
  return answerPage(rows, total, page, pageSize);
}

/** A page's rows and the list's total, read the cheapest way the filters allow. */
async function pageAndTotal(
  db: DbExecutor,
  scope: ListScope,
  query: ParsedListQuery,
  at: { limit: number; offset: number },
  after: ListPosition | undefined,
): Promise<[ItemRow[], ListTotal]> {
  if (after || countersAnswer(query)) {
    return Promise.all([listItemRows(db, scope, query, { ...at, after }), countItemRows(db, scope, query)]);
  }
  // A search or date filter by page number: page and total in one statement when that is quick.
  const together = await pageWithTotal(db, scope, query, at);
  if (together) return [together.rows, together.total];
  // It timed out: the filters match many items, and an exact count would time out too.
  return Promise.all([listItemRows(db, scope, query, at), estimateItemRows(db, scope, query)]);
}

function answerPage(rows: ItemRow[], total: ListTotal, page: number, pageSize: number) {
  return {
    rows,
    pagination: {
      page,
      page_size: pageSize,
      total: total.n,
      total_pages: Math.ceil(total.n / pageSize),
      next_cursor: nextCursorOf(rows, pageSize),
      ...(total.estimated ? { estimated: true } : {}),
    },
  };
}

/** The five tiles; `estimated` when they are the planner's estimates (see countStatusTiles). */
export function countSourceItems(
  db: DbExecutor,
  caller: Caller,
  { source, query }: SourceListInput,
): Promise<{ counts: StatusCounts; estimated: boolean }> {
  return countStatusTiles(db, scopeOf(caller, source), query);
}

export async function getSourceItem(
  db: DbExecutor,
  caller: Caller,
  { source, id, notFound }: SourceItemInput,
): Promise<ItemRow> {
  const row = await findItemByAnyId(db, caller.orgId, source, id);
  if (!row) throw AppError.of(notFound);
  return row;
}

/** Oldest first, as the history card reads. */
export async function getSourceItemHistory(
  db: DbExecutor,
  caller: Caller,
  input: SourceItemInput,
): Promise<HistoryEntry[]> {
  const row = await getSourceItem(db, caller, input);
  const entries = await listStatusHistory(db, caller.orgId, row.id);
  return entries.map(presentHistoryEntry);
}
