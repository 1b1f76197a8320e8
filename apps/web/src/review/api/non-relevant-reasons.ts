import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewAddresses, type NonRelevantReason, type NonRelevantReasonsUpdate } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { readAnswer } from '@/lib/read-answer.ts';

export const reasonKeys = { all: ['non-relevant-reasons'] as const };

export interface ReasonList {
  reasons: NonRelevantReason[];
  customised: boolean;
}

async function getReasons(signal?: AbortSignal): Promise<ReasonList> {
  const answer = readAnswer(await apiCall(reviewAddresses.nonRelevantReasons, { signal }), 'data');
  return { reasons: answer.data, customised: answer.customised };
}

/** The organisation's Non-relevant reasons (decision 0036): its own list, or the defaults. */
export function useNonRelevantReasons(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: reasonKeys.all, queryFn: ({ signal }) => getReasons(signal), ...options });
}

/** Owners and admins replace the list (null: back to the defaults). */
export function useUpdateNonRelevantReasons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NonRelevantReasonsUpdate): Promise<ReasonList> => {
      const answer = readAnswer(await apiCall(reviewAddresses.updateNonRelevantReasons, { body }), 'data');
      return { reasons: answer.data, customised: answer.customised };
    },
    onSuccess: (list) => queryClient.setQueryData(reasonKeys.all, list),
  });
}
