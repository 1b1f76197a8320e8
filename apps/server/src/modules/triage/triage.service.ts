import {
  slotOfFlag,
  type AnyFlag,
  type Pagination,
  type Source,
  type TriageSeriousness,
  type TriageSort,
} from '@vigila/domain';
import type { DbExecutor } from '../../db/transaction.ts';
import type { Caller } from '../../http/caller.ts';
import {
  countTriageFacetsFromCounters,
  countTriageFromCounters,
  decodeListCursor,
  type ItemRow,
  nextCursorOf,
} from '../items/index.ts';
import { productNamesOf } from '../products/index.ts';
import { countTriageRows, listTriageRows } from './triage.repository.ts';

export interface TriagePageInput {
  source?: Source;
  flags?: readonly AnyFlag[];
  ownProducts?: boolean;
  seriousness?: TriageSeriousness;
  sort?: TriageSort;
  page: number;
  pageSize: number;
  /** The previous page's `next_cursor`: the page after it, at the cost of the first (newest-first only). */
  cursor?: string;
}

export interface TriageCounts {
  sources: Record<string, number>;
  flags: { adr: number; pqc: number; mi: number };
}

/**
 * One page of the caller's triage inbox (pending items with any flag; newest first, or by priority), its paging
 * over the filtered inbox, and the whole inbox counted per source and flag.
 */
export async function listTriage(
  db: DbExecutor,
  caller: Caller,
  {
    source,
    flags,
    ownProducts = false,
    seriousness,
    sort = 'newest',
    page,
    pageSize,
    cursor,
  }: TriagePageInput,
): Promise<{ rows: ItemRow[]; pagination: Pagination; counts: TriageCounts }> {
  const byPriority = sort === 'priority';
  const after = cursor === undefined || byPriority ? undefined : decodeListCursor(cursor);
  const [rows, total, counts] = await Promise.all([
    listTriageRows(db, caller.orgId, {
      source,
      flags,
      ownProducts,
      seriousness,
      sort,
      limit: pageSize,
      offset: (page - 1) * pageSize,
      after,
    }),
    // The counters know sources and flags only: other filters are counted from the rows.
    ownProducts || seriousness
      ? countTriageRows(db, caller.orgId, { source, flags, ownProducts, seriousness })
      : countTriageFromCounters(db, caller.orgId, source, (flags ?? []).map(slotOfFlag)),
    countTriageFacetsFromCounters(db, caller.orgId),
  ]);
  const totalPages = Math.ceil(total / pageSize);
  return {
    rows,
    counts,
    pagination: {
      page,
      page_size: pageSize,
      total,
      total_pages: totalPages,
      // Priority pages go by number: the browser asks for page + 1 when there is no cursor.
      next_cursor: byPriority ? (page < totalPages ? undefined : null) : nextCursorOf(rows, pageSize),
    },
  };
}

/** How many items wait in the caller's triage inbox (the sidebar badge). */
export function countTriage(db: DbExecutor, caller: Caller): Promise<number> {
  return countTriageFromCounters(db, caller.orgId);
}

/** The names of the products a page of items names, for their "Own product" markers. */
export async function ownProductNamesOf(
  db: DbExecutor,
  caller: Caller,
  rows: readonly Pick<ItemRow, 'ownProductIds'>[],
): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => row.ownProductIds))];
  const products = await productNamesOf(db, caller.orgId, ids);
  return new Map(products.map((product) => [product.id, product.name]));
}
