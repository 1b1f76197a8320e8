import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewEndpoints, feedbackMetricsResponseSchema } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { readResponse } from '@/lib/read-response.ts';
import { feedbackKeys } from './query-keys.ts';

export async function getFeedbackMetrics(signal?: AbortSignal) {
  const body = await apiCall(reviewEndpoints.feedbackMetrics, { signal });
  return readResponse(feedbackMetricsResponseSchema, body).data;
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
