import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewAddresses } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { readAnswer } from '@/lib/read-answer.ts';
import { feedbackKeys } from './query-keys.ts';

export async function getFeedbackMetrics(signal?: AbortSignal) {
  const body = await apiCall(reviewAddresses.feedbackMetrics, { signal });
  return readAnswer(body, 'data').data;
}

export function feedbackMetricsQueryOptions() {
  return queryOptions({
    queryKey: feedbackKeys.metrics(),
    queryFn: ({ signal }) => getFeedbackMetrics(signal),
  });
}

/** Per-flag precision and recall of the organisation's Train AI feedback. */
export function useFeedbackMetrics() {
  return useQuery(feedbackMetricsQueryOptions());
}
