import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewAddresses, type FeedbackRequest } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { readAnswer } from '@/lib/read-answer.ts';
import { feedbackKeys } from './query-keys.ts';

/** Train AI: stored on the server, attributed and measured (not only logged as in the spec's client). */
export async function sendFeedback(request: FeedbackRequest): Promise<void> {
  const answer = await apiCall(reviewAddresses.sendFeedback, { body: request });
  readAnswer(answer);
}

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.metrics() }),
  });
}
