import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamAddresses } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { readArrayAnswer } from '@/lib/read-answer.ts';
import { teamKeys } from './team-keys.ts';

/** GET /org/{orgId}/members → members (SPEC §7). */
export async function getMembers(orgId: string, signal?: AbortSignal) {
  const body = await apiCall(teamAddresses.members, { params: { orgId }, signal });
  return readArrayAnswer(body, 'members');
}

export function membersQueryOptions(orgId: string) {
  return queryOptions({
    queryKey: teamKeys.members(orgId),
    queryFn: ({ signal }) => getMembers(orgId, signal),
  });
}

/** The members of the active organisation; nothing is asked without an organisation id. */
export function useMembers(orgId: string | null) {
  return useQuery({ ...membersQueryOptions(orgId ?? ''), enabled: orgId !== null });
}
