import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewAddresses } from '@vigila/domain';
import { triageKeys } from '@/review/api/query-keys.ts';
import { readAnswer } from '@/lib/read-answer.ts';
import { apiCall } from '@/lib/api-client.ts';

/** New items arrive from background jobs (analysis, mailbox sync): the badge looks again every half minute. */
const TRIAGE_COUNT_REFRESH_MS = 30_000;

export async function getTriageCount(signal?: AbortSignal): Promise<number> {
  const body = await apiCall(reviewAddresses.triageCount, { signal });
  return readAnswer(body, 'count').count;
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
