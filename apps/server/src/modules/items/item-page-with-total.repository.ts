import type { ParsedListQuery } from '@vigila/domain';
import { sql } from 'drizzle-orm';
import { items } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import { EXACT_COUNT_TIMEOUT_MS, withStatementTimeout } from './item-count-estimate.repository.ts';
import {
  countItemRows,
  listRowColumns,
  NEWEST_FIRST,
  type ListPage,
  type ListTotal,
} from './item-list.repository.ts';
import { listConditions, type ListScope } from './item-list.sql.ts';
import type { ItemRow } from './items.repository.ts';

/**
 * A page by number of a list the counters cannot count (a text search, a date), with its exact total, in ONE
 * statement: the window count runs over the matches the page is sorted from, so the trigram index and the rows
 * it points at are read once, not once for the page and again for the total. At a million items the search
 * "rash" read 2,900 rows twice (issue 24). A page past the end carries no total: it is counted apart. Undefined when
 * the statement took longer than `timeoutMs` (a common word): the caller then reads the page alone and estimates.
 */
export async function pageWithTotal(
  db: DbExecutor,
  scope: ListScope,
  query: ParsedListQuery,
  page: Omit<ListPage, 'after'>,
  timeoutMs = EXACT_COUNT_TIMEOUT_MS,
): Promise<{ rows: ItemRow[]; total: ListTotal } | undefined> {
  const found = await withStatementTimeout(db, timeoutMs, (tx) =>
    tx
      .select({ ...listRowColumns, matching: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(items)
      .where(listConditions(scope, query))
      .orderBy(...NEWEST_FIRST)
      .limit(page.limit)
      .offset(page.offset),
  );
  if (!found) return undefined;
  const [first] = found;
  if (!first && page.offset > 0) return { rows: [], total: await countItemRows(db, scope, query) };
  const rows = found.map(({ matching: _matching, ...row }) => row);
  return { rows, total: { n: first?.matching ?? 0, estimated: false } };
}
