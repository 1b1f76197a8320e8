import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { caseAddresses } from '@vigila/domain';
import { readAnswer } from '@/lib/read-answer.ts';
import { apiCall, type ApiAnswer } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import { caseListApiQuery, type CaseListFilters } from '../lib/case-filters.ts';
import { serverMessage } from '../lib/server-message.ts';
import { caseKeys } from './case-keys.ts';

/** Rows per request, like the item lists. */
export const CASE_PAGE_SIZE = 50;

export async function getCasesPage(filters: CaseListFilters, page: number, signal?: AbortSignal) {
  const query = caseListApiQuery(filters, page, CASE_PAGE_SIZE);
  let body: ApiAnswer<typeof caseAddresses.cases>;
  try {
    body = await apiCall(caseAddresses.cases, { query, signal });
  } catch (error) {
    // SPEC §8 'Failed to fetch cases', with the server's reason when it gave one.
    const reason = serverMessage(error);
    throw new Error(reason ? `${t('cases.failedFetch')}: ${reason}` : t('cases.failedFetch'), {
      cause: error,
    });
  }
  return readAnswer(body, 'data');
}

/** GET /cases, newest edits first, 50 at a time ("Load more" asks for the next page). */
export function casesQueryOptions(filters: CaseListFilters) {
  return infiniteQueryOptions({
    queryKey: caseKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getCasesPage(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination && last.pagination.page < last.pagination.total_pages
        ? last.pagination.page + 1
        : undefined,
  });
}

export function useCases(filters: CaseListFilters) {
  return useInfiniteQuery(casesQueryOptions(filters));
}
