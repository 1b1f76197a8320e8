import { sourceItemEndpointsBySource } from '@vigila/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { listApiQuery, type ListFilters } from '../lib/list-params.ts';
import type { ListPage, SourceDescriptor } from '../source-descriptor.ts';
import { itemKeys } from './query-keys.ts';

/** Rows per request: small enough to answer fast, large enough that scrolling rarely waits. */
export const LIST_PAGE_SIZE = 50;

export async function getItemListPage<T>(
  descriptor: SourceDescriptor<T>,
  filters: ListFilters,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<T>> {
  const query = listApiQuery(filters, { dateFilter: descriptor.dateFilter });
  query.set('page', String(page));
  query.set('page_size', String(LIST_PAGE_SIZE));
  const body = await apiCall(sourceItemEndpointsBySource[descriptor.source].list, { query, signal });
  return descriptor.readList(body);
}

/** Server-side paginated list: pages load as the reader scrolls (lists of 10,000+ items stay smooth). */
export function itemListQueryOptions<T>(descriptor: SourceDescriptor<T>, filters: ListFilters) {
  return infiniteQueryOptions({
    queryKey: itemKeys.list(descriptor.source, filters),
    queryFn: ({ pageParam, signal }) => getItemListPage(descriptor, filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ListPage<T>) =>
      last.pagination && last.pagination.page < last.pagination.total_pages
        ? last.pagination.page + 1
        : undefined,
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
