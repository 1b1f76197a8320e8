import type { Pagination, ParsedListQuery, StatusCounts } from '@vigila/domain';
import type { DbExecutor } from '../../db/transaction.ts';
import { countItemRows, countStatusTiles, listItemRows } from './item-list.repository.ts';
import type { ListScope } from './item-list.sql.ts';
import type { ItemRow } from './items.repository.ts';

/**
 * The generic reads every source list is made of (e-mails and recordings now; reviews, literature, Instagram and
 * YouTube next): filtered list with optional paging, the five tile counts, one item, one item's history. The
 * caller has already resolved the organisation (items.policy.ts); every query is scoped to it.
 */
export async function listSourceItems(
  db: DbExecutor,
  scope: ListScope,
  query: ParsedListQuery,
): Promise<{ rows: ItemRow[]; pagination?: Pagination }> {
  if (query.page === undefined) return { rows: await listItemRows(db, scope, query) };
  const pageSize = query.page_size;
  const [rows, total] = await Promise.all([
    listItemRows(db, scope, query, { limit: pageSize, offset: (query.page - 1) * pageSize }),
    countItemRows(db, scope, query),
  ]);
  return {
    rows,
    pagination: { page: query.page, page_size: pageSize, total, total_pages: Math.ceil(total / pageSize) },
  };
}

export function countSourceItems(
  db: DbExecutor,
  scope: ListScope,
  query: ParsedListQuery,
): Promise<StatusCounts> {
  return countStatusTiles(db, scope, query);
}
