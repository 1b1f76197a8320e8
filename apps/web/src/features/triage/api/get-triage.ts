import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
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
import { triageFilterQuery, type TriageFilters } from '../hooks/triage-filters.ts';

const DEFAULT_TRIAGE_FILTERS: TriageFilters = { sort: 'newest', flags: [] };

export async function getTriagePage(filters: TriageFilters, position: PagePosition, signal?: AbortSignal) {
  const query = triageFilterQuery(filters);
  query.set('page', String(position.page));
  query.set('page_size', String(LIST_PAGE_SIZE));
  if (position.cursor) query.set('cursor', position.cursor);
  const body = await apiCall(reviewAddresses.triage, { query, signal });
  return readAnswer(body);
}

/** One inbox across all sources: pending items with any flag, newest first or by priority, filtered, page by page. */
export function triageQueryOptions(filters: TriageFilters = DEFAULT_TRIAGE_FILTERS) {
  return infiniteQueryOptions({
    queryKey: [...triageKeys.list(), filters],
    queryFn: ({ pageParam, signal }) => getTriagePage(filters, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => nextPagePosition(last.pagination),
  });
}

/** A new sort or filter keeps the previous page (and its counts) on screen until its own answer arrives. */
export function useTriage(filters?: TriageFilters) {
  return useInfiniteQuery({ ...triageQueryOptions(filters), placeholderData: keepPreviousData });
}
