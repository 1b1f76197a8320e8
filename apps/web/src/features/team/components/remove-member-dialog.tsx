import type { TeamMember } from '@vigila/domain';
import { useT } from '@/lib/i18n/index.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';

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
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('team.removeTitle', { name: member.name })}
      description={
        <>
          {t('team.removeBody', { name: member.name, email: member.email })}{' '}
          <strong className="font-medium text-foreground">{t('team.cannotUndo')}</strong>
        </>
      }
      actionLabel={t('team.remove')}
      pendingLabel={t('team.removing')}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate({ orgId, userId: member.user_id }, { onSuccess: () => onOpenChange(false) })
      }
    />
  );
}
