import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewAddresses, type HistoryEntry } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { readAnswer } from '@/lib/read-answer.ts';
import type { UndoOffer } from '../hooks/undo-offer.ts';
import { itemKeys, triageKeys } from './query-keys.ts';

/**
 * Undo (decision 0036): the server puts the item back to its status before the change — a new, audited change —
 * then the lists and the inbox refetch as after any status change.
 */
export function useUndoStatusChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (offer: UndoOffer): Promise<HistoryEntry> => {
      const answer = await apiCall(reviewAddresses.undoStatusChange, {
        body: { history_id: offer.historyId },
      });
      return readAnswer(answer, 'data').data;
    },
    onSuccess: async (_entry, { source }) => {
      notify.success(t('undo.undone'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: itemKeys.source(source) }),
        queryClient.invalidateQueries({ queryKey: triageKeys.all }),
      ]);
    },
    onError: (error) => notify.error(t('undo.failed', { message: error.message })),
  });
}
