import { useId, useState } from 'react';
import { MailPlus, Send } from 'lucide-react';
import { INVITABLE_ROLES, INVITATION_TTL_DAYS, INVITE_EMAIL_PATTERN, ROLE_IDS } from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useInviteMember } from '../api/invite-member.ts';
import { ROLE_LABEL } from '../lib/role-labels.ts';
import { CollapsiblePanel } from './collapsible-panel.tsx';

const DEFAULT_ROLE_ID = ROLE_IDS.technician;

const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-2 text-sm text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:opacity-50 sm:w-44';

/**
 * SPEC §2.5 and §5: an e-mail (trimmed, simple pattern) and one invitable role, Technician by default. Invite is
 * disabled until both are valid or while sending; Enter in the e-mail field sends only when valid. On success the
 * fields reset and the panel closes.
 */
export function InvitePanel({ orgId }: { orgId: string }) {
  const t = useT();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [roleId, setRoleId] = useState(DEFAULT_ROLE_ID);
  const invite = useInviteMember();

  const trimmed = email.trim();
  const emailValid = INVITE_EMAIL_PATTERN.test(trimmed);
  const canSend = emailValid && roleId !== '' && !invite.isPending;
  const showHint = trimmed !== '' && !emailValid;

  const send = () => {
    if (!canSend) return;
    invite.mutate(
      { orgId, email: trimmed, roleId },
      {
        onSuccess: () => {
          setEmail('');
          setRoleId(DEFAULT_ROLE_ID);
          setOpen(false);
        },
      },
    );
  };

  return (
    <CollapsiblePanel
      icon={MailPlus}
      title={t('team.inviteTitle')}
      description={t('team.inviteBody', { days: INVITATION_TTL_DAYS })}
      open={open}
      onOpenChange={setOpen}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <label htmlFor={`${ids}-email`} className="text-sm font-medium">
            {t('team.inviteEmail')}
          </label>
          <Input
            id={`${ids}-email`}
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder={t('team.inviteEmailPlaceholder')}
            value={email}
            disabled={invite.isPending}
            aria-invalid={showHint || undefined}
            aria-describedby={showHint ? `${ids}-hint` : undefined}
            onChange={(event) => setEmail(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              send();
            }}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${ids}-role`} className="text-sm font-medium">
            {t('team.inviteRole')}
          </label>
          <select
            id={`${ids}-role`}
            className={selectClass}
            value={roleId}
            disabled={invite.isPending}
            onChange={(event) => setRoleId(event.target.value)}
          >
            {INVITABLE_ROLES.map((role) => (
              <option key={role} value={ROLE_IDS[role]}>
                {t(ROLE_LABEL[role])}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={send} disabled={!canSend}>
          <Send aria-hidden="true" />
          {invite.isPending ? t('team.inviting') : t('team.invite')}
        </Button>
      </div>
      {showHint ? (
        <p id={`${ids}-hint`} className="mt-2 text-xs text-muted-foreground">
          {t('team.inviteEmailHint')}
        </p>
      ) : null}
    </CollapsiblePanel>
  );
}
