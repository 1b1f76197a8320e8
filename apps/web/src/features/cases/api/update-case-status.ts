import { useMutation, useQueryClient } from '@tanstack/react-query';
import { caseAddresses, type CaseStatus } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { caseFormKeys } from './case-form-keys.ts';

export interface UpdateCaseStatusVariables {
  caseId: string;
  status: CaseStatus;
}

/** PUT /case/{id}/status. Answers the server's message, if any. */
export async function updateCaseStatus({ caseId, status }: UpdateCaseStatusVariables) {
  const answer: unknown = await apiCall(caseAddresses.updateCaseStatus, {
    params: { id: caseId },
    body: { status },
  });
  if (answer && typeof answer === 'object' && 'message' in answer && typeof answer.message === 'string') {
    return answer.message;
  }
  return undefined;
}

/** Open / In Progress / Closed; the list, counts and clock (a closed case is never overdue) reload. */
export function useUpdateCaseStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCaseStatus,
    onSuccess: async (message) => {
      notify.success(message ?? t('caseForm.statusUpdated'));
      await queryClient.invalidateQueries({ queryKey: caseFormKeys.all });
    },
    onError: (error) => {
      console.error(t('caseForm.statusFailed'), error);
      notify.error(t('caseForm.statusFailed'));
    },
  });
}
