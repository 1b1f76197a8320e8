import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewAddresses, type ChangeStatusRequest, type HistoryEntry, type Source } from '@vigila/domain';
import { apiCall, ApiError } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { wait } from '@/lib/wait.ts';
import { readAnswer } from '@/lib/read-answer.ts';
import { useUndoOffer } from '../hooks/undo-offer.ts';
import { referenceTypeOf } from '../lib/reference-type.ts';
import { itemKeys, triageKeys } from './query-keys.ts';

export interface ChangeStatusVariables {
  source: Source;
  id: string;
  statusId: ChangeStatusRequest['status_id'];
  /** Non-relevant: one of the organisation's reasons and, when it asks, the explanation (decision 0036). */
  reason?: { code: string; text?: string };
}

export async function changeStatus({
  source,
  id,
  statusId,
  reason,
}: ChangeStatusVariables): Promise<HistoryEntry> {
  const user = useAuthStore.getState().user;
  const body: ChangeStatusRequest = {
    reference_id: id,
    reference_type: referenceTypeOf(source),
    status_id: statusId,
    // The server records the signed-in user from the database; the spec's client sends them too (§6).
    ...(user ? { changed_by: user.id, changed_by_name: user.name } : {}),
    ...(reason ? { reason_code: reason.code, ...(reason.text ? { reason_text: reason.text } : {}) } : {}),
  };
  const answer = await apiCall(reviewAddresses.changeStatus, { body });
  return readAnswer(answer, 'data').data;
}

/**
 * Sets Needs Review or Non-relevant. After success Undo is offered (decision 0036), and the source's lists, counts,
 * detail and history and the triage inbox and count refetch (SPEC §4.2); `postChangeWaitMs` adds the recordings'
 * 100 ms pause.
 */
export function useChangeStatus(options: { postChangeWaitMs?: number } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStatus,
    onSuccess: async (entry, { source, statusId }) => {
      useUndoOffer.getState().show({ historyId: entry.id, source, statusId });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: itemKeys.source(source) }),
        queryClient.invalidateQueries({ queryKey: triageKeys.all }),
      ]);
      if (options.postChangeWaitMs) await wait(options.postChangeWaitMs);
    },
    onError: (error) => {
      const status = error instanceof ApiError ? error.status : 0;
      const message = t('status.changeFailed', { status, body: error.message });
      // The spec logs this line; a reviewer also needs to know the click did not count.
      console.error(message);
      notify.error(message);
    },
  });
}
