import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamAddresses, orderedRoles, type ChangeRoleRequest, type Role } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { failureText } from '../lib/failure-text.ts';
import { teamKeys } from './team-keys.ts';

export interface ChangeRoleVariables {
  orgId: string;
  userId: string;
  roles: readonly Role[];
}

/** POST /org/change-role {userId, roles:[{name}]} — roles in the canonical order, so the first is the main one. */
export async function changeRole({ userId, roles }: ChangeRoleVariables): Promise<void> {
  const body: ChangeRoleRequest = { userId, roles: orderedRoles(roles).map((name) => ({ name })) };
  await apiCall(teamAddresses.changeRole, { body });
}

/** SPEC §8 'Failed to update roles' with the server's reason; the members reload after a success. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSuccess: async (_answer, { orgId }) => {
      notify.success(t('team.rolesUpdated'));
      await queryClient.invalidateQueries({ queryKey: teamKeys.members(orgId) });
    },
    onError: (error) => {
      console.error(t('team.failedUpdateRoles'), error);
      notify.error(failureText(t('team.failedUpdateRoles'), error));
    },
  });
}
