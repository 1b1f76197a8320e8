import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { reviewAddresses } from '@vigila/domain';
import {
  FIRST_PAGE,
  LIST_PAGE_SIZE,
  nextPagePosition,
  type PagePosition,
} from '@/review/api/get-item-list.ts';
import { triageKeys } from '@/review/api/query-keys.ts';
import { readAnswer } from '@/lib/read-answer.ts';
import { apiCall } from '@/lib/api-client.ts';

export async function getTriagePage(position: PagePosition, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(position.page), page_size: String(LIST_PAGE_SIZE) });
  if (position.cursor) query.set('cursor', position.cursor);
  const body = await apiCall(reviewAddresses.triage, { query, signal });
  return readAnswer(body);
}

/** One inbox across all sources: pending items with any flag, newest first, page by page. */
export function triageQueryOptions() {
  return infiniteQueryOptions({
    queryKey: triageKeys.list(),
    queryFn: ({ pageParam, signal }) => getTriagePage(pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => nextPagePosition(last.pagination),
  });
}

export function useTriage() {
  return useInfiniteQuery(triageQueryOptions());
}
