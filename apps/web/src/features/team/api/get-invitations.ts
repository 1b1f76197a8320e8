import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamAddresses, invitationsResponseSchema, pendingInvitationSchema } from '@vigila/domain';
import { z } from 'zod';
import { apiCall } from '@/lib/api-client.ts';
import { readTeamResponse } from '../lib/read-team-response.ts';
import { teamKeys } from './team-keys.ts';

// SPEC §7: "invitations list, or a plain list" — both answers are read.
const invitationsAnswerSchema = z.union([
  invitationsResponseSchema.transform((answer) => answer.invitations),
  z.array(pendingInvitationSchema),
]);

/** GET /org/{orgId}/invitations → the pending invitations. */
export async function getInvitations(orgId: string, signal?: AbortSignal) {
  const body = await apiCall(teamAddresses.invitations, { params: { orgId }, signal });
  return readTeamResponse(invitationsAnswerSchema, body);
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
