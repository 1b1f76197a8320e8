import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamAddresses, type InviteRequest } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { failureText } from '../lib/failure-text.ts';
import { teamKeys } from './team-keys.ts';

export interface InviteVariables {
  orgId: string;
  email: string;
  roleId: string;
}

/** POST /org/invite {inviteeEmail, roles:[one role id], sendInvitationEmail:true} (SPEC §7). */
export async function inviteMember({ email, roleId }: InviteVariables): Promise<void> {
  const body: InviteRequest = { inviteeEmail: email.trim(), roles: [roleId], sendInvitationEmail: true };
  await apiCall(teamAddresses.inviteMember, { body });
}

/** 'Invitation sent successfully', or 'Failed to send invitation' with the server's message (SPEC §8). */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: async (_answer, { orgId }) => {
      notify.success(t('team.invitationSent'));
      await queryClient.invalidateQueries({ queryKey: teamKeys.invitations(orgId) });
    },
    onError: (error) => {
      console.error(t('team.failedSendInvitation'), error);
      notify.error(failureText(t('team.failedSendInvitation'), error));
    },
  });
}
