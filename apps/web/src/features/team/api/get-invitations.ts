import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamAddresses, type PendingInvitation } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { readArrayAnswer } from '@/lib/read-answer.ts';
import { teamKeys } from './team-keys.ts';

/** SPEC §7: "invitations list, or a plain list" — both answers are read. */
function invitationsOf(body: unknown): PendingInvitation[] {
  if (Array.isArray(body)) return body as PendingInvitation[];
  return readArrayAnswer(body as { invitations: PendingInvitation[] }, 'invitations');
}

/** GET /org/{orgId}/invitations → the pending invitations. */
export async function getInvitations(orgId: string, signal?: AbortSignal) {
  const body = await apiCall(teamAddresses.invitations, { params: { orgId }, signal });
  return invitationsOf(body);
}

export function invitationsQueryOptions(orgId: string) {
  return queryOptions({
    queryKey: teamKeys.invitations(orgId),
    queryFn: ({ signal }) => getInvitations(orgId, signal),
  });
}

/** Loads only while `enabled` (the pending panel is open, SPEC §2.5). */
export function useInvitations(orgId: string | null, enabled: boolean) {
  return useQuery({ ...invitationsQueryOptions(orgId ?? ''), enabled: enabled && orgId !== null });
}
