import type { TeamMember } from '@vigila/domain';
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
import { useRemoveMember } from '../api/remove-member.ts';

/** SPEC §2.5: removing a member asks first, saying 'This action cannot be undone'. */
export function RemoveMemberDialog({
  orgId,
  member,
  open,
  onOpenChange,
}: {
  orgId: string;
  member: TeamMember;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const remove = useRemoveMember();
  const confirm = () =>
    remove.mutate({ orgId, userId: member.user_id }, { onSuccess: () => onOpenChange(false) });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('team.close')} role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t('team.removeTitle', { name: member.name })}</DialogTitle>
          <DialogDescription>
            {t('team.removeBody', { name: member.name, email: member.email })}{' '}
            <strong className="font-medium text-foreground">{t('team.cannotUndo')}</strong>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            {t('team.cancel')}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? t('team.removing') : t('team.remove')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
