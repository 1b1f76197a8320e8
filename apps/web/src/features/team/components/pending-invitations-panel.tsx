import { useState } from 'react';
import { Clock } from 'lucide-react';
import { useT } from '@/lib/i18n/index.ts';
import { useInvitations } from '../api/get-invitations.ts';
import { useFailureToast } from '../hooks/use-failure-toast.ts';
import { loadErrorText } from '../lib/failure-text.ts';
import { CollapsiblePanel } from './collapsible-panel.tsx';
import { InvitationRow } from './invitation-row.tsx';
import { HeaderCell, MessageRow, SkeletonRows, TeamTable } from './table-parts.tsx';

/** SPEC §9: two placeholder rows while the invitations load. */
export const INVITATION_SKELETON_ROWS = 2;
const COLUMNS = 5;

/** SPEC §2.5: collapsed at first, and the invitations are asked for only once it is opened. */
export function PendingInvitationsPanel({ orgId }: { orgId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const invitations = useInvitations(orgId, open);
  useFailureToast(invitations.error, t('team.failedFetchInvitations'));

  let body;
  if (invitations.isPending) body = <SkeletonRows rows={INVITATION_SKELETON_ROWS} columns={COLUMNS} />;
  else if (invitations.isError)
    body = (
      <MessageRow columns={COLUMNS} tone="error">
        {loadErrorText(invitations.error, t('team.errorLoadingInvitations'))}
      </MessageRow>
    );
  else if (invitations.data.length === 0)
    body = <MessageRow columns={COLUMNS}>{t('team.noPending')}</MessageRow>;
  else
    body = invitations.data.map((invitation) => (
      <InvitationRow key={invitation.id} orgId={orgId} invitation={invitation} />
    ));

  return (
    <CollapsiblePanel
      icon={Clock}
      title={t('team.pendingTitle')}
      description={t('team.pendingBody')}
      open={open}
      onOpenChange={setOpen}
    >
      <TeamTable aria-label={t('team.pendingTitle')}>
        <thead>
          <tr>
            <HeaderCell>{t('team.colInvitee')}</HeaderCell>
            <HeaderCell>{t('team.colInviter')}</HeaderCell>
            <HeaderCell>{t('team.colCreated')}</HeaderCell>
            <HeaderCell>{t('team.colRole')}</HeaderCell>
            <HeaderCell className="text-right">
              <span className="sr-only">{t('team.colActions')}</span>
            </HeaderCell>
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </TeamTable>
    </CollapsiblePanel>
  );
}
