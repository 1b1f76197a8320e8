import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamAddresses, type userOrgsResponseSchema } from '@vigila/domain';
import type { z } from 'zod';
import { apiCall } from '@/lib/api-client.ts';
import { readAnswer } from '@/lib/read-answer.ts';

export type UserOrg = z.infer<typeof userOrgsResponseSchema>['orgs'][number];

/** GET /orgs → the organisations the signed-in user belongs to, the active one marked. */
export async function getUserOrgs(signal?: AbortSignal): Promise<UserOrg[]> {
  const body = await apiCall(teamAddresses.userOrgs, { signal });
  return readAnswer(body, 'orgs').orgs;
}

export const userOrgsQueryOptions = queryOptions({
  queryKey: ['orgs'] as const,
  queryFn: ({ signal }) => getUserOrgs(signal),
  staleTime: 60_000,
});

export function useUserOrgs() {
  return useQuery(userOrgsQueryOptions);
}
