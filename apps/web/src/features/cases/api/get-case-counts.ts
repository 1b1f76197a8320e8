import { queryOptions, useQuery } from '@tanstack/react-query';
import { caseEndpoints, caseCountsResponseSchema, type CaseCounts } from '@vigila/domain';
import { readResponse } from '@/lib/read-response.ts';
import { apiCall } from '@/lib/api-client.ts';
import { caseKeys } from './case-keys.ts';

export async function getCaseCounts(signal?: AbortSignal): Promise<CaseCounts> {
  const body = await apiCall(caseEndpoints.caseCounts, { signal });
  return readResponse(caseCountsResponseSchema, body).data;
}

/** The count cards: totals over all the organisation's cases, whatever the filters. */
export function caseCountsQueryOptions() {
  return queryOptions({ queryKey: caseKeys.counts(), queryFn: ({ signal }) => getCaseCounts(signal) });
}

export function useCaseCounts() {
  return useQuery(caseCountsQueryOptions());
}
