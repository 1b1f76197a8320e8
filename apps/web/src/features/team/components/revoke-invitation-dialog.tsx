import type { PendingInvitation } from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useRevokeInvitation } from '../api/revoke-invitation.ts';

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
  const confirm = () =>
    revoke.mutate({ orgId, invitationId: invitation.id }, { onSuccess: () => onOpenChange(false) });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('team.close')} role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t('team.revokeTitle')}</DialogTitle>
          <DialogDescription>{t('team.revokeBody', { email: invitation.invitee.email })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={revoke.isPending}>
            {t('team.cancel')}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={revoke.isPending}>
            {revoke.isPending ? t('team.revoking') : t('team.revoke')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
