import { useMutation, useQueryClient } from '@tanstack/react-query';
import { caseWorkAddresses, type PairAssessmentRequest } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { caseFormKeys } from './case-form-keys.ts';

/** PUT /cases/{id}/assessments: one pair's assessment; the case (its rows) and its history reload from the server. */
export function useSavePairAssessment(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PairAssessmentRequest) =>
      apiCall(caseWorkAddresses.savePairAssessment, { params: { id: caseId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseFormKeys.all }),
  });
}
