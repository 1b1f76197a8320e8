import { useMutation } from '@tanstack/react-query';
import { intakeAddresses, type MailboxProvider } from '@vigila/domain';
import { readAnswer } from '@/lib/read-answer.ts';
import { apiCall } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';

export async function connectMailbox(provider: MailboxProvider): Promise<string> {
  const body = await apiCall(intakeAddresses.connectMailbox, { params: { provider } });
  return readAnswer(body, 'url').url;
}

const FAILED = { microsoft: 'mailbox.failedMicrosoft', gmail: 'mailbox.failedGmail' } as const;

/**
 * Starts the provider's OAuth sign-in: the server keeps a random state and answers the provider's URL, where the
 * browser goes (SPEC §4.3). `redirect` is replaceable in tests.
 */
export function useConnectMailbox(redirect: (url: string) => void = (url) => window.location.assign(url)) {
  return useMutation({
    mutationFn: connectMailbox,
    onSuccess: (url) => redirect(url),
    onError: (_error, provider) => notify.error(t(FAILED[provider])),
  });
}
