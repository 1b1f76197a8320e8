import { MAILBOX_PROVIDERS, type MailboxProvider } from '@vigila/domain';
import { HttpError } from '../../../connectors/http/index.ts';
import { AppError } from '../../../http/app-error.ts';
import type { JobPayloads } from '../../../jobs/job-queue.ts';
import { ingestEmail } from '../ingest-email.ts';
import type { MailboxDeps } from './mailbox-deps.ts';
import type { MailboxApi, MailboxProviderAdapter } from './mailbox-providers.ts';
import { accessTokenFor, ReconnectRequiredError } from './mailbox-tokens.ts';
import { findConnection, recordSyncOutcome, type MailboxConnectionRow } from './mailboxes.repository.ts';
import { describeSync, describeSyncFailure } from './sync-result-text.ts';

/** A new connection imports what arrived in the last week, not the mailbox's whole history. */
export const INITIAL_SYNC_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** Messages per job run; a fuller mailbox continues in a follow-up job straight away. */
export const MAX_MESSAGES_PER_SYNC = 100;

export interface SyncProgress {
  /** Received time of the newest message handled. */
  cursor: Date;
  /** Every message received at or before this time is handled (the cursor may sit inside an unfinished second). */
  safeCursor: Date;
  created: number;
  seen: number;
  notEmails: number;
  more: boolean;
}

async function importNewMessages(
  deps: MailboxDeps,
  connection: MailboxConnectionRow,
  api: MailboxApi,
  progress: SyncProgress,
): Promise<void> {
  for await (const message of api.messagesSince(progress.safeCursor, connection.account)) {
    const newer = message.receivedAt.getTime() > progress.cursor.getTime();
    // Stop only between two received times, so the saved cursor never splits messages of one second.
    if (progress.seen >= MAX_MESSAGES_PER_SYNC && newer) {
      progress.more = true;
      return;
    }
    if (newer) progress.safeCursor = progress.cursor;
    try {
      const result = await ingestEmail(deps, {
        orgId: connection.orgId,
        actorUserId: null,
        raw: message.raw,
        receivedAt: message.receivedAt,
        origin: {
          kind: 'mailbox',
          connectionId: connection.id,
          provider: connection.provider,
          account: connection.account,
          messageId: message.id,
        },
      });
      if (result.created) progress.created += 1;
    } catch (error) {
      // A message that cannot be read even as text in its thread's limits would stop every later sync here.
      const unreadable = error instanceof AppError && error.apiCode === 'email_unreadable';
      if (!(error instanceof AppError && (error.code === 'validation' || unreadable))) throw error;
      progress.notEmails += 1; // e.g. a calendar item stored in the mailbox: nothing to review
    }
    progress.seen += 1;
    if (newer) progress.cursor = message.receivedAt;
  }
  progress.safeCursor = progress.cursor; // the whole window is handled
}

/** Runs the import; when the API refuses the token (revoked, or expired early), refreshes once and goes on. */
async function importWithFreshToken(
  deps: MailboxDeps,
  connection: MailboxConnectionRow,
  adapter: MailboxProviderAdapter,
  progress: SyncProgress,
): Promise<void> {
  const token = await accessTokenFor(deps, connection, adapter);
  try {
    await importNewMessages(deps, connection, adapter.api(token), progress);
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 401)) throw error;
    const fresh = await accessTokenFor(deps, connection, adapter, { force: true });
    progress.cursor = progress.safeCursor;
    await importNewMessages(deps, connection, adapter.api(fresh), progress);
  }
}

function adapterOf(deps: MailboxDeps, provider: string): MailboxProviderAdapter | null {
  return (MAILBOX_PROVIDERS as readonly string[]).includes(provider)
    ? deps.providers[provider as MailboxProvider]
    : null;
}

/**
 * The sync-mailbox job: imports the messages received since the connection's cursor through the same path as
 * uploads (parse, blob, item, analysis), then records the result on the connection. A revoked authorisation
 * marks the connection 'reconnect' and ends; other failures are recorded and thrown, so the job retries.
 */
export async function syncMailbox(deps: MailboxDeps, payload: JobPayloads['sync-mailbox']): Promise<void> {
  const connection = await findConnection(deps.db, payload.orgId, payload.connectionId);
  if (!connection) return; // removed since the job was queued
  const adapter = adapterOf(deps, connection.provider);
  const since = connection.syncCursor ?? new Date(deps.now().getTime() - INITIAL_SYNC_WINDOW_MS);
  const progress: SyncProgress = {
    cursor: since,
    safeCursor: since,
    created: 0,
    seen: 0,
    notEmails: 0,
    more: false,
  };
  const record = (outcome: Parameters<typeof recordSyncOutcome>[3]) =>
    recordSyncOutcome(deps.db, connection.orgId, connection.id, outcome);
  if (!adapter?.oauth) {
    const name = adapter?.name ?? connection.provider;
    await record({
      status: 'error',
      cursor: null,
      result: `${name} is not configured on this server`,
      count: null,
    });
    return;
  }
  try {
    await importWithFreshToken(deps, connection, adapter, progress);
  } catch (error) {
    const revoked =
      error instanceof ReconnectRequiredError ||
      (error instanceof HttpError && (error.status === 401 || error.status === 403));
    const moved = progress.safeCursor.getTime() > since.getTime() ? progress.safeCursor : null;
    const result = describeSyncFailure(adapter.name, error, revoked);
    await record({ status: revoked ? 'reconnect' : 'error', cursor: moved, result, count: null });
    if (revoked) return;
    throw error;
  }
  await record({
    status: 'connected',
    cursor: progress.cursor,
    result: describeSync(progress),
    count: progress.created,
  });
  if (progress.more) await deps.jobs.send('sync-mailbox', payload);
}
