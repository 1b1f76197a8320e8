import { Info } from 'lucide-react';
import { canManageMembers, isOwner } from '@vigila/domain';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useActiveOrgId } from '../hooks/use-active-org.ts';
import { InvitePanel } from './invite-panel.tsx';
import { MembersTable } from './members-table.tsx';
import { PendingInvitationsPanel } from './pending-invitations-panel.tsx';

/**
 * Settings → User Management (SPEC §2.5): the members table for everyone; row actions, the invite panel and the
 * pending invitations for owners, admins and managers. Technicians read only — the server refuses them anyway.
 */
export function UserManagement() {
  const t = useT();
  const orgId = useActiveOrgId();
  const user = useAuthStore((state) => state.user);
  const roles = user?.roles ?? [];
  const canManage = canManageMembers(roles);
  const access = { canManage, callerIsOwner: isOwner(roles), callerId: user?.id ?? null };
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
      <MembersTable orgId={orgId} access={access} />
      {canManage ? (
        orgId !== null && (
          <>
            <InvitePanel orgId={orgId} />
            <PendingInvitationsPanel orgId={orgId} />
          </>
        )
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Info aria-hidden="true" className="size-4 shrink-0" />
          {t('team.readOnly')}
        </p>
      )}
    </div>
  );
}
