import type { ParsedListQuery } from '@vigila/domain';
import type { Db } from '../../apps/server/src/db/client.ts';
import {
  counterTilesQuery,
  counterTotalQuery,
  counterTriageQuery,
} from '../../apps/server/src/modules/items/item-counts.repository.ts';
import { countersAnswer } from '../../apps/server/src/modules/items/item-counts.sql.ts';
import {
  countItemsQuery,
  listItemsQuery,
  statusTilesQuery,
  type ListPage,
} from '../../apps/server/src/modules/items/item-list.repository.ts';
import type { ListScope } from '../../apps/server/src/modules/items/item-list.sql.ts';

export interface Statement {
  sql: string;
  params: unknown[];
}

/** The statements a list page runs, chosen as the API chooses them: its rows, and its total (counters if they can). */
export function pageStatements(
  db: Db,
  scope: ListScope,
  query: ParsedListQuery,
  page: ListPage,
): Statement[] {
  const total = countersAnswer(query)
    ? counterTotalQuery(db, scope, query)
    : countItemsQuery(db, scope, query);
  return [listItemsQuery(db, scope, query, page).toSQL(), total.toSQL()];
}

/** The bare page query: a list page's rows alone, the yardstick every other figure is divided by. */
export function barePageStatement(
  db: Db,
  scope: ListScope,
  query: ParsedListQuery,
  page: ListPage,
): Statement {
  return listItemsQuery(db, scope, query, page).toSQL();
}

/** The five tiles, as the API reads them. */
export function tilesStatement(db: Db, scope: ListScope, query: ParsedListQuery): Statement {
  return (
    countersAnswer(query) ? counterTilesQuery(db, scope, query) : statusTilesQuery(db, scope, query)
  ).toSQL();
}

/** The triage badge, as the API reads it. */
export function triageBadgeStatement(db: Db, orgId: string): Statement {
  return counterTriageQuery(db, orgId).toSQL();
}
