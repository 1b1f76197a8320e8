import { useMutation, useQueryClient } from '@tanstack/react-query';
import { intakeAddresses } from '@vigila/domain';
import { readAnswer } from '@/lib/read-answer.ts';
import { apiCall } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { mailboxKeys } from './get-mailboxes.ts';

export async function deleteMailbox(id: string): Promise<void> {
  readAnswer(await apiCall(intakeAddresses.deleteMailbox, { params: { id } }));
}

/** DELETE /mailboxes/{id}: the connection and its tokens go, the imported e-mails stay. */
export function useDeleteMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMailbox,
    onSuccess: () => {
      notify.success(t('mailbox.disconnected'));
      return queryClient.invalidateQueries({ queryKey: mailboxKeys.all });
    },
    onError: () => notify.error(t('mailbox.disconnectFailed')),
  });
}
