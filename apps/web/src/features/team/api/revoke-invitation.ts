import { teamAddresses } from '@vigila/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { failureText } from '../lib/failure-text.ts';
import { teamKeys } from './team-keys.ts';

export interface RevokeInvitationVariables {
  orgId: string;
  invitationId: string;
}

/** DELETE /org/invitations/{id}: the spec only logs a revoke; Vigila makes the link stop working. */
export async function revokeInvitation({ invitationId }: RevokeInvitationVariables): Promise<void> {
  await apiCall(teamAddresses.revokeInvitation, { params: { id: invitationId } });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: async (_answer, { orgId }) => {
      notify.success(t('team.invitationRevoked'));
      await queryClient.invalidateQueries({ queryKey: teamKeys.invitations(orgId) });
    },
    onError: (error) => {
      console.error(t('team.failedRevoke'), error);
      notify.error(failureText(t('team.failedRevoke'), error));
    },
  });
}
