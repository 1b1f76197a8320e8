import { useMutation, useQueryClient } from '@tanstack/react-query';
import { caseAddresses, caseTypePayload, type CaseType } from '@vigila/domain';
import { readAnswer } from '@/lib/read-answer.ts';
import { apiCall } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { caseTypeLabelForPayload } from '../lib/case-labels.ts';
import { serverMessage } from '../lib/server-message.ts';
import { caseKeys } from './case-keys.ts';

export interface UpdateCaseTypeVariables {
  id: string;
  type: CaseType;
}

/** PUT /case/{id}/type with the dropdown label lowercased, first space → underscore (SPEC §7). */
export async function updateCaseType({ id, type }: UpdateCaseTypeVariables): Promise<string> {
  const body = { case_type: caseTypePayload(caseTypeLabelForPayload(type)) };
  const answer = await apiCall(caseAddresses.updateCaseType, { params: { id }, body });
  return readAnswer(answer, 'message').message;
}

/** Toasts per SPEC §8: the server's message, else the spec's success or failure text; then cases reload. */
export function useUpdateCaseType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCaseType,
    onSuccess: async (message) => {
      notify.success(message.trim() || t('cases.typeUpdated'));
      await queryClient.invalidateQueries({ queryKey: caseKeys.all });
    },
    onError: (error) => {
      console.error(t('cases.typeUpdateFailed'), error);
      notify.error(serverMessage(error) ?? t('cases.typeUpdateFailed'));
    },
  });
}
