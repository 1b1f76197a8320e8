import { useState } from 'react';
import { Ban, Copy } from 'lucide-react';
import type { PendingInvitation } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { notify } from '@/lib/notify.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { useT } from '@/lib/i18n/index.ts';
import { formatDay } from '../lib/format-day.ts';
import { ROLE_LABEL, roleOfInvitation } from '../lib/role-labels.ts';
import { RevokeInvitationDialog } from './revoke-invitation-dialog.tsx';
import { Cell } from './table-parts.tsx';

/** SPEC §2.5: invitee e-mail, inviter name, created date, first role, copy URL; plus Vigila's real revoke. */
export function InvitationRow({ orgId, invitation }: { orgId: string; invitation: PendingInvitation }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const [revoking, setRevoking] = useState(false);
  const role = roleOfInvitation(invitation.roles[0]);
  const email = invitation.invitee.email;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invitation.invitation_url);
      notify.success(t('team.urlCopied'));
    } catch (error) {
      console.error(t('team.failedCopyUrl'), error);
      notify.error(t('team.failedCopyUrl'));
    }
  };

  return (
    <tr>
      <Cell className="font-medium whitespace-nowrap">{email}</Cell>
      <Cell>{invitation.inviter.name}</Cell>
      <Cell className="whitespace-nowrap">
        <time dateTime={invitation.created_at}>{formatDay(invitation.created_at, language)}</time>
        <span className="block text-xs text-muted-foreground">
          {t('team.expires', { date: formatDay(invitation.expires_at, language) })}
        </span>
      </Cell>
      <Cell>{role ? <Badge variant="secondary">{t(ROLE_LABEL[role])}</Badge> : invitation.roles[0]}</Cell>
      <Cell className="text-right whitespace-nowrap">
        <Button
          variant="outline"
          size="sm"
          aria-label={t('team.copyUrlFor', { email })}
          onClick={() => void copy()}
        >
          <Copy aria-hidden="true" />
          {t('team.copyUrl')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="ml-1 text-destructive hover:text-destructive"
          aria-label={t('team.revokeFor', { email })}
          onClick={() => setRevoking(true)}
        >
          <Ban aria-hidden="true" />
          {t('team.revoke')}
        </Button>
        <RevokeInvitationDialog
          orgId={orgId}
          invitation={invitation}
          open={revoking}
          onOpenChange={setRevoking}
        />
      </Cell>
    </tr>
  );
}
