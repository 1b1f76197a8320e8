import { sourceItemAddressesBySource, type Pagination } from '@vigila/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { listApiQuery, type ListFilters } from '../lib/list-params.ts';
import type { ListPage, SourceDescriptor } from '../source-descriptor.ts';
import { itemKeys } from './query-keys.ts';

/** Rows per request: small enough to answer fast, large enough that scrolling rarely waits. */
export const LIST_PAGE_SIZE = 50;

/** Which page to load: its number, and the previous page's cursor (the server then reads on from there). */
export interface PagePosition {
  page: number;
  cursor?: string;
}

export const FIRST_PAGE: PagePosition = { page: 1 };

/** The page after the one `pagination` describes, read on from its cursor when it has one; none after the last. */
export function nextPagePosition(pagination: Pagination | undefined): PagePosition | undefined {
  if (!pagination || pagination.page >= pagination.total_pages || pagination.next_cursor === null)
    return undefined;
  const next = { page: pagination.page + 1 };
  return pagination.next_cursor ? { ...next, cursor: pagination.next_cursor } : next;
}

export async function getItemListPage<T>(
  descriptor: SourceDescriptor<T>,
  filters: ListFilters,
  position: PagePosition,
  signal?: AbortSignal,
): Promise<ListPage<T>> {
  const query = listApiQuery(filters, { dateFilter: descriptor.dateFilter });
  query.set('page', String(position.page));
  query.set('page_size', String(LIST_PAGE_SIZE));
  if (position.cursor) query.set('cursor', position.cursor);
  const body = await apiCall(sourceItemAddressesBySource[descriptor.source].list, { query, signal });
  return descriptor.readList(body);
}

/**
 * Server-side paginated list: pages load as the reader scrolls (lists of 10,000+ items stay smooth), each read on
 * from the previous page's cursor, so the thousandth page answers as fast as the first.
 */
export function itemListQueryOptions<T>(descriptor: SourceDescriptor<T>, filters: ListFilters) {
  return infiniteQueryOptions({
    queryKey: itemKeys.list(descriptor.source, filters),
    queryFn: ({ pageParam, signal }) => getItemListPage(descriptor, filters, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last: ListPage<T>) => nextPagePosition(last.pagination),
  });
}

/** `refetchInterval` keeps the list current while its items are still being analysed. */
export function useItemList<T>(
  descriptor: SourceDescriptor<T>,
  filters: ListFilters,
  options: Pick<ReturnType<typeof itemListQueryOptions<T>>, 'refetchInterval'> = {},
) {
  return useInfiniteQuery({ ...itemListQueryOptions(descriptor, filters), ...options });
}
