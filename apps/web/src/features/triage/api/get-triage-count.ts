import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewEndpoints, triageCountResponseSchema } from '@vigila/domain';
import { triageKeys } from '@/review/api/query-keys.ts';
import { readResponse } from '@/lib/read-response.ts';
import { apiCall } from '@/lib/api-client.ts';

/** New items arrive from background jobs (analysis, mailbox sync): the badge looks again every half minute. */
const TRIAGE_COUNT_REFRESH_MS = 30_000;

export async function getTriageCount(signal?: AbortSignal): Promise<number> {
  const body = await apiCall(reviewEndpoints.triageCount, { signal });
  return readResponse(triageCountResponseSchema, body).count;
}

export function triageCountQueryOptions() {
  return queryOptions({
    queryKey: triageKeys.count(),
    queryFn: ({ signal }) => getTriageCount(signal),
    refetchInterval: TRIAGE_COUNT_REFRESH_MS,
  });
}

/** SPEC §9: open items with any of adr, pqc, mi across every source. */
export function useTriageCount() {
  return useQuery(triageCountQueryOptions());
}
