import { useMutation, useQuery } from '@tanstack/react-query';
import { teamAddresses, userAddresses, type ChangePasswordRequest, type Role } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { readAnswer } from '@/lib/read-answer.ts';
import { renewSessionAfterPasswordChange } from './renew-session.ts';

export interface ProfileOrg {
  id: string;
  name: string;
  roles: Role[];
  active: boolean;
}

/**
 * GET /orgs: the user's organisations with their roles. The organisation switcher reads the same call under the same
 * key; features never import each other, so the key is written here too.
 */
export function useProfileOrgs() {
  return useQuery({
    queryKey: ['orgs'] as const,
    queryFn: async ({ signal }) =>
      readAnswer(await apiCall(teamAddresses.userOrgs, { signal }), 'orgs').orgs as ProfileOrg[],
    staleTime: 60_000,
  });
}

/**
 * PUT /me/password: the server checks the current password; its answer is the message to show. The change ends
 * every other session and every access token issued before it, so this tab renews its own before it is done.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (request: ChangePasswordRequest) => {
      const answer = await apiCall(userAddresses.changePassword, { body: request });
      await renewSessionAfterPasswordChange();
      return answer;
    },
  });
}

/** POST /me/sign-out-everywhere. */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => apiCall(userAddresses.signOutEverywhere) });
}
