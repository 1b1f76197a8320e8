import type { PendingInvitation } from '@vigila/domain';
import { useT } from '@/lib/i18n/index.ts';
import { useRevokeInvitation } from '../api/revoke-invitation.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';

/** Revoking asks first: the link in the invitee's mailbox stops working at once. */
export function RevokeInvitationDialog({
  orgId,
  invitation,
  open,
  onOpenChange,
}: {
  orgId: string;
  invitation: PendingInvitation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const revoke = useRevokeInvitation();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('team.revokeTitle')}
      description={t('team.revokeBody', { email: invitation.invitee.email })}
      actionLabel={t('team.revoke')}
      pendingLabel={t('team.revoking')}
      pending={revoke.isPending}
      onConfirm={() =>
        revoke.mutate({ orgId, invitationId: invitation.id }, { onSuccess: () => onOpenChange(false) })
      }
    />
  );
}
