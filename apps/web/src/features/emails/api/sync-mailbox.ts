import { useMutation, useQueryClient } from '@tanstack/react-query';
import { intakeAddresses } from '@vigila/domain';
import { readAnswer } from '@/lib/read-answer.ts';
import { apiCall } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { mailboxKeys } from './get-mailboxes.ts';

export async function syncMailbox(id: string): Promise<void> {
  const body = await apiCall(intakeAddresses.syncMailbox, { params: { id } });
  readAnswer(body);
}

/** POST /mailboxes/{id}/sync queues a sync job; the list shows its result when it has run. */
export function useSyncMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncMailbox,
    onSuccess: () => {
      notify.success(t('mailbox.syncStarted'));
      return queryClient.invalidateQueries({ queryKey: mailboxKeys.all });
    },
    onError: () => notify.error(t('mailbox.syncFailed')),
  });
}
