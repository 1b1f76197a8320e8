import { useState } from 'react';
import { RefreshCw, Unplug } from 'lucide-react';
import { MAILBOX_PROVIDERS, type Mailbox, type MailboxProvider, type PlainMessageKey } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatDateTime } from '@/lib/format-date.ts';
import { useT } from '@/lib/i18n/index.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { useMay } from '@/lib/use-permissions.ts';
import { useConnectMailbox } from '../api/connect-mailbox.ts';
import { useDeleteMailbox } from '../api/delete-mailbox.ts';
import { useSyncMailbox } from '../api/sync-mailbox.ts';

const CONNECT_LABEL = {
  microsoft: 'mailbox.connectMicrosoft',
  gmail: 'mailbox.connectGmail',
} as const satisfies Record<MailboxProvider, PlainMessageKey>;

const PROVIDER_NAME = {
  microsoft: 'mailbox.providerMicrosoft',
  gmail: 'mailbox.providerGmail',
} as const satisfies Record<MailboxProvider, PlainMessageKey>;

const STATUS = {
  connected: { label: 'mailbox.statusConnected', variant: 'success' },
  error: { label: 'mailbox.statusError', variant: 'destructive' },
  reconnect: { label: 'mailbox.statusReconnect', variant: 'warning' },
} as const satisfies Record<Mailbox['status'], { label: PlainMessageKey; variant: string }>;

function MailboxRow({ mailbox }: { mailbox: Mailbox }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const sync = useSyncMailbox();
  const may = useMay();
  const status = STATUS[mailbox.status];
  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{mailbox.account}</p>
        <p className="text-xs text-muted-foreground">
          {t(PROVIDER_NAME[mailbox.provider])} ·{' '}
          {mailbox.last_sync_at
            ? t('mailbox.lastSync', { date: formatDateTime(mailbox.last_sync_at, language) })
            : t('mailbox.neverSynced')}
          {mailbox.last_sync_result ? ` · ${mailbox.last_sync_result}` : ''}
        </p>
      </div>
      <Badge variant={status.variant}>{t(status.label)}</Badge>
      <Button variant="outline" size="sm" disabled={sync.isPending} onClick={() => sync.mutate(mailbox.id)}>
        <RefreshCw aria-hidden="true" className={sync.isPending ? 'animate-spin' : undefined} />
        {t('mailbox.sync')}
      </Button>
      {may('channel.remove') ? <DisconnectMailbox mailbox={mailbox} /> : null}
    </li>
  );
}

/** Disconnecting asks first; shown to those the permission matrix lets remove a channel (the server checks too). */
function DisconnectMailbox({ mailbox }: { mailbox: Mailbox }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const remove = useDeleteMailbox();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('mailbox.disconnectLabel', { account: mailbox.account })}
        onClick={() => setOpen(true)}
      >
        <Unplug aria-hidden="true" />
        {t('mailbox.disconnect')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('mailbox.disconnectTitle', { account: mailbox.account })}
        description={t('mailbox.disconnectBody')}
        actionLabel={t('mailbox.disconnect')}
        pendingLabel={t('mailbox.disconnecting')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(mailbox.id, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}

/** The two connect buttons (Microsoft 365, Gmail) and the connected mailboxes with a manual sync. */
export function MailboxConnections({ mailboxes }: { mailboxes: readonly Mailbox[] | undefined }) {
  const t = useT();
  const connect = useConnectMailbox();
  return (
    <section className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {MAILBOX_PROVIDERS.map((provider) => (
          <Button
            key={provider}
            variant="outline"
            size="sm"
            disabled={connect.isPending}
            onClick={() => connect.mutate(provider)}
          >
            {connect.isPending && connect.variables === provider
              ? t('mailbox.connecting')
              : t(CONNECT_LABEL[provider])}
          </Button>
        ))}
      </div>
      <h4 className="text-xs font-semibold text-muted-foreground">{t('mailbox.connected')}</h4>
      {mailboxes && mailboxes.length > 0 ? (
        <ul className="divide-y">
          {mailboxes.map((mailbox) => (
            <MailboxRow key={mailbox.id} mailbox={mailbox} />
          ))}
        </ul>
      ) : (
        <p className="text-xs text-muted-foreground">{t('mailbox.none')}</p>
      )}
    </section>
  );
}
