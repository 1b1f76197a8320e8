import { queryOptions, useQuery } from '@tanstack/react-query';
import { caseAddresses, type CaseCounts } from '@vigila/domain';
import { readAnswer } from '@/lib/read-answer.ts';
import { apiCall } from '@/lib/api-client.ts';
import { caseKeys } from './case-keys.ts';

export async function getCaseCounts(signal?: AbortSignal): Promise<CaseCounts> {
  const body = await apiCall(caseAddresses.caseCounts, { signal });
  return readAnswer(body, 'data').data;
}

/** The count cards: totals over all the organisation's cases, whatever the filters. */
export function caseCountsQueryOptions() {
  return queryOptions({ queryKey: caseKeys.counts(), queryFn: ({ signal }) => getCaseCounts(signal) });
}

export function useCaseCounts() {
  return useQuery(caseCountsQueryOptions());
}
