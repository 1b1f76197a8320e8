import { useState } from 'react';
import { ROLES, orderedRoles, type Role, type TeamMember } from '@vigila/domain';
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
import { useChangeRole } from '../api/change-role.ts';
import { ROLE_LABEL } from '../lib/role-labels.ts';
import { RoleSwitch } from './role-switch.tsx';

/**
 * SPEC §2.5: a confirmation dialog where each of the four roles is toggled, any subset allowed. Only an owner
 * may touch the owner toggle (the server refuses it anyway), so it is locked with a hint for everyone else.
 */
export function EditRolesDialog({
  orgId,
  member,
  callerIsOwner,
  open,
  onOpenChange,
}: {
  orgId: string;
  member: TeamMember;
  callerIsOwner: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const current = orderedRoles(member.roles.map((role) => role.name));
  const [chosen, setChosen] = useState<Role[]>(current);
  const change = useChangeRole();

  const toggle = (role: Role, on: boolean) =>
    setChosen((roles) => orderedRoles(on ? [...roles, role] : roles.filter((r) => r !== role)));

  const openChange = (next: boolean) => {
    // Each opening starts from the member's stored roles, not from an abandoned edit.
    if (next) setChosen(current);
    onOpenChange(next);
  };

  const save = () =>
    change.mutate({ orgId, userId: member.user_id, roles: chosen }, { onSuccess: () => onOpenChange(false) });

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogContent closeLabel={t('team.close')}>
        <DialogHeader>
          <DialogTitle>{t('team.editRolesOf', { name: member.name })}</DialogTitle>
          <DialogDescription>{t('team.editRolesBody', { name: member.name })}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          {ROLES.map((role) => {
            const locked = role === 'owner' && !callerIsOwner;
            return (
              <RoleSwitch
                key={role}
                label={t(ROLE_LABEL[role])}
                checked={chosen.includes(role)}
                disabled={locked || change.isPending}
                hint={locked ? t('team.ownerOnlyHint') : undefined}
                onCheckedChange={(on) => toggle(role, on)}
              />
            );
          })}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => openChange(false)} disabled={change.isPending}>
            {t('team.cancel')}
          </Button>
          <Button onClick={save} disabled={change.isPending}>
            {change.isPending ? t('team.saving') : t('team.saveRoles')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
