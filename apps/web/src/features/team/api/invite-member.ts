import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamAddresses, TOAST_DURATION_MS, type InviteRequest } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import { notify, withToast } from '@/lib/notify.ts';
import { failureText } from '../lib/failure-text.ts';
import { teamKeys } from './team-keys.ts';

export interface InviteVariables {
  orgId: string;
  email: string;
  roleId: string;
}

/** POST /org/invite {inviteeEmail, roles:[one role id], sendInvitationEmail:true} (SPEC §7). */
export async function inviteMember({ email, roleId }: InviteVariables) {
  const body: InviteRequest = { inviteeEmail: email.trim(), roles: [roleId], sendInvitationEmail: true };
  return apiCall(teamAddresses.inviteMember, { body });
}

type InviteAnswer = Awaited<ReturnType<typeof inviteMember>>;

/** Copies the invitation link: the way to hand it over when no e-mail left. */
async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    notify.success(t('team.urlCopied'));
  } catch (error) {
    console.error(t('team.failedCopyUrl'), error);
    notify.error(t('team.failedCopyUrl'));
  }
}

/**
 * Says what the server says became of the e-mail: 'Invitation sent successfully' only when it left (SPEC §8);
 * otherwise the invitation exists but its link must be handed over, so the toast offers to copy it (decision 0037).
 */
function announce({ email, invitation }: InviteAnswer): void {
  if (email === 'sent') {
    notify.success(t('team.invitationSent'));
    return;
  }
  const message = email === 'failed' ? t('team.invitationEmailFailed') : t('team.invitationCreatedCopyLink');
  withToast((toast) =>
    toast.info(message, {
      // Longer than a plain toast: it carries the button that hands the link over.
      duration: TOAST_DURATION_MS.default * 2,
      action: { label: t('team.copyLink'), onClick: () => void copyLink(invitation.invitation_url) },
    }),
  );
}

/** The e-mail's outcome from the server, or 'Failed to send invitation' with the server's message (SPEC §8). */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: async (answer, { orgId }) => {
      announce(answer);
      await queryClient.invalidateQueries({ queryKey: teamKeys.invitations(orgId) });
    },
    onError: (error) => {
      console.error(t('team.failedSendInvitation'), error);
      notify.error(failureText(t('team.failedSendInvitation'), error));
    },
  });
}
