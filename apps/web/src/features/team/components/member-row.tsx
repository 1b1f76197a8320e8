import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { orderedRoles, type TeamMember } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { EditRolesDialog } from './edit-roles-dialog.tsx';
import { Avatar } from '@/components/ui/avatar.tsx';
import { RemoveMemberDialog } from './remove-member-dialog.tsx';
import { RoleBadges } from './role-badges.tsx';
import { Cell } from './table-parts.tsx';

export interface MemberRowAccess {
  /** Owner, admin or manager: the row offers its actions. */
  canManage: boolean;
  callerIsOwner: boolean;
  callerId: string | null;
}

/** One member: name, e-mail, picture, role badges, and the two actions for those who manage members. */
export function MemberRow({
  orgId,
  member,
  access,
}: {
  orgId: string;
  member: TeamMember;
  access: MemberRowAccess;
}) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const ownerRow = member.roles.some((role) => role.name === 'owner');
  const roles = orderedRoles(member.roles.map((role) => role.name));
  return (
    <tr>
      <Cell className="font-medium">
        <span className="flex flex-wrap items-center gap-2">
          {member.name}
          {member.user_id === access.callerId ? <Badge variant="outline">{t('team.you')}</Badge> : null}
        </span>
      </Cell>
      <Cell className="whitespace-nowrap text-muted-foreground">{member.email}</Cell>
      <Cell>
        <Avatar
          name={member.name || member.email}
          picture={member.picture}
          alt={t('team.pictureOf', { name: member.name })}
        />
      </Cell>
      <Cell>
        <RoleBadges roles={roles} />
      </Cell>
      {access.canManage ? (
        <Cell className="text-right whitespace-nowrap">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('team.editRolesOf', { name: member.name })}
            title={t('team.editRoles')}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive hover:text-destructive"
            aria-label={t('team.removeMemberOf', { name: member.name })}
            // The server refuses a non-owner removing an owner: say so here instead of after the dialog.
            disabled={ownerRow && !access.callerIsOwner}
            title={ownerRow && !access.callerIsOwner ? t('team.ownerOnlyHint') : t('team.removeMember')}
            onClick={() => setRemoving(true)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
          <EditRolesDialog
            orgId={orgId}
            member={member}
            callerIsOwner={access.callerIsOwner}
            open={editing}
            onOpenChange={setEditing}
          />
          <RemoveMemberDialog orgId={orgId} member={member} open={removing} onOpenChange={setRemoving} />
        </Cell>
      ) : null}
    </tr>
  );
}
