import { queryOptions, useQuery } from '@tanstack/react-query';
import { intakeAddresses, type Mailbox } from '@vigila/domain';
import { readAnswer } from '@/lib/read-answer.ts';
import { apiCall } from '@/lib/api-client.ts';

export const mailboxKeys = { all: ['mailboxes'] as const };

export async function getMailboxes(signal?: AbortSignal): Promise<Mailbox[]> {
  const body = await apiCall(intakeAddresses.mailboxes, { signal });
  return readAnswer(body, 'data').data;
}

export function mailboxesQueryOptions() {
  return queryOptions({ queryKey: mailboxKeys.all, queryFn: ({ signal }) => getMailboxes(signal) });
}

/** The organisation's connected mailboxes (Microsoft 365, Gmail). */
export function useMailboxes() {
  return useQuery(mailboxesQueryOptions());
}
