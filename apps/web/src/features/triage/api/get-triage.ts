import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { endpoints, triageListResponseSchema } from '@vigila/domain';
import { LIST_PAGE_SIZE } from '@/review/api/get-item-list.ts';
import { triageKeys } from '@/review/api/query-keys.ts';
import { readResponse } from '@/lib/read-response.ts';
import { apiCall } from '@/lib/api-client.ts';

export async function getTriagePage(page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), page_size: String(LIST_PAGE_SIZE) });
  const body = await apiCall(endpoints.triage, { query, signal });
  return readResponse(triageListResponseSchema, body);
}

/** One inbox across all sources: pending items with any flag, newest first, page by page. */
export function triageQueryOptions() {
  return infiniteQueryOptions({
    queryKey: triageKeys.list(),
    queryFn: ({ pageParam, signal }) => getTriagePage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.total_pages ? last.pagination.page + 1 : undefined,
  });
}

export function useTriage() {
  return useInfiniteQuery(triageQueryOptions());
}
