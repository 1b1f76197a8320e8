import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  workflowAddresses,
  type MoveCaseStepRequest,
  type WorkflowSettings,
  type WorkflowStep,
} from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { readAnswer } from '@/lib/read-answer.ts';
import { caseFormKeys } from './case-form-keys.ts';

/** GET /org/workflow: the organisation's workflow settings and the steps they give (decision 0034). */
export function useWorkflowSettings() {
  const orgId = useAuthStore((state) => state.user?.org_id ?? null);
  return useQuery({
    queryKey: ['org', 'workflow', orgId],
    queryFn: async ({ signal }): Promise<WorkflowSettings & { steps: WorkflowStep[] }> =>
      readAnswer(await apiCall(workflowAddresses.workflowSettings, { signal }), 'data').data,
  });
}

/** POST /cases/{id}/workflow: one step forward or back; the case, its list and its history reload. */
export function useMoveCaseStep(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: MoveCaseStepRequest) =>
      apiCall(workflowAddresses.moveCaseStep, { params: { id: caseId }, body: move }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseFormKeys.all }),
  });
}
