import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { caseAddresses, TOAST_DURATION_MS, type CreateCaseRequest } from '@vigila/domain';
import { readAnswer } from '@/lib/read-answer.ts';
import { apiCall } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import { notify, withToast } from '@/lib/notify.ts';
import { serverMessage } from '../lib/server-message.ts';
import { itemKeys, triageKeys } from '@/review/api/query-keys.ts';
import { caseKeys } from './case-keys.ts';

export async function createCase(request: CreateCaseRequest) {
  const answer = await apiCall(caseAddresses.createCase, { body: request });
  return readAnswer(answer);
}

export const casePath = (id: string) => `/cases/${encodeURIComponent(id)}`;

/**
 * POST /case from a detail page. Success: the server's message (default 'Case created successfully') with a
 * button that opens the case, and the cases list reloads. Failure: the server's message or 'Failed to create
 * case', shown and logged (SPEC §8).
 */
export function useCreateCase() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: createCase,
    onSuccess: async ({ id, message }) => {
      // The default 4 s rather than the 2 s of plain successes: the toast carries a button to reach in time.
      withToast((toast) =>
        toast.success(message.trim() || t('cases.created'), {
          duration: TOAST_DURATION_MS.default,
          action: { label: t('cases.openCreated'), onClick: () => void navigate(casePath(id)) },
        }),
      );
      // The item's status became Needs Review on the server: its lists, tiles, page and the triage inbox reload.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: caseKeys.all }),
        queryClient.invalidateQueries({ queryKey: itemKeys.all }),
        queryClient.invalidateQueries({ queryKey: triageKeys.all }),
      ]);
    },
    onError: (error) => {
      const message = serverMessage(error) ?? t('cases.createFailed');
      console.error(t('cases.createFailed'), error);
      notify.error(message);
    },
  });
}
