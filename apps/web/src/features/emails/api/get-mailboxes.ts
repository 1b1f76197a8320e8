import { queryOptions, useQuery } from '@tanstack/react-query';
import { intakeEndpoints, mailboxListResponseSchema, type Mailbox } from '@vigila/domain';
import { readResponse } from '@/lib/read-response.ts';
import { apiCall } from '@/lib/api-client.ts';

export const mailboxKeys = { all: ['mailboxes'] as const };

export async function getMailboxes(signal?: AbortSignal): Promise<Mailbox[]> {
  const body = await apiCall(intakeEndpoints.mailboxes, { signal });
  return readResponse(mailboxListResponseSchema, body).data;
}

export function mailboxesQueryOptions() {
  return queryOptions({ queryKey: mailboxKeys.all, queryFn: ({ signal }) => getMailboxes(signal) });
}

/** The organisation's connected mailboxes (Microsoft 365, Gmail). */
export function useMailboxes() {
  return useQuery(mailboxesQueryOptions());
}
