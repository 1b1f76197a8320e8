import { intakeAddresses } from '@vigila/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itemKeys, triageKeys } from '@/review/api/query-keys.ts';
import { apiCall } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';

export async function deleteRecording(id: string): Promise<void> {
  await apiCall(intakeAddresses.deleteRecording, { params: { id } });
}

/** DELETE /recordings/{id} with the spec's toasts; lists, counts and the triage count refetch. */
export function useDeleteRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecording,
    onSuccess: async (_answer, id) => {
      notify.success(t('recordings.deleted'));
      // The deleted recording's own detail and history would only refetch into a 404 while the page leaves.
      const ownQuery = (key: readonly unknown[]) => key[3] === id;
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: itemKeys.source('recording'),
          predicate: (query) => !ownQuery(query.queryKey),
        }),
        queryClient.invalidateQueries({ queryKey: triageKeys.all }),
      ]);
    },
    onError: () => notify.error(t('recordings.deleteFailed')),
  });
}
