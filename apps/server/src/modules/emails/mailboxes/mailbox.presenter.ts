import { MAILBOX_PROVIDERS, MAILBOX_STATUSES, type Mailbox } from '@vigila/domain';
import type { MailboxConnectionWithUser } from './mailboxes.repository.ts';

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** A mailbox as the API shows it: never the tokens. */
export function presentMailbox(row: MailboxConnectionWithUser): Mailbox {
  return {
    id: row.id,
    provider: oneOf(MAILBOX_PROVIDERS, row.provider, 'microsoft'),
    account: row.account,
    status: oneOf(MAILBOX_STATUSES, row.status, 'error'),
    last_sync_at: row.lastSyncAt?.toISOString() ?? null,
    last_sync_result: row.lastSyncResult,
    last_sync_count: row.lastSyncCount,
    connected_by: row.connectedByName,
    created_at: row.createdAt.toISOString(),
  };
}
