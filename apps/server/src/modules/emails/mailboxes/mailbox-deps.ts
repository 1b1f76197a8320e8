import type { HttpClient } from '../../../connectors/http/index.ts';
import { createHttpClient } from '../../../connectors/http/index.ts';
import type { EmailsServices } from '../emails.deps.ts';
import type { IngestEmailDeps } from '../ingest-email.ts';
import { loadTokenCipher, type TokenCipher } from '../token-cipher.ts';
import { mailboxProviders, type MailboxProviders } from './mailbox-providers.ts';

/** Everything the mailbox services use, built once per process from the app services. */
export interface MailboxDeps extends IngestEmailDeps {
  providers: MailboxProviders;
  http: HttpClient;
  /** Loaded on first use (it may read or create the key in server_secrets). */
  cipher: () => Promise<TokenCipher>;
  /** Cron of the periodic sync of each connected mailbox (MAILBOX_SYNC_CRON); null: on request only. */
  syncCron: string | null;
  now: () => Date;
}

export function mailboxDeps(services: EmailsServices, overrides: Partial<MailboxDeps> = {}): MailboxDeps {
  const { config, database } = services;
  // Provider APIs: 30 s per attempt, up to 4 attempts; Retry-After up to 2 minutes is waited out in the job.
  const http = overrides.http ?? createHttpClient({ timeoutMs: 30_000, maxRetries: 3, maxDelayMs: 120_000 });
  let cipher: Promise<TokenCipher> | null = null;
  return {
    db: database.db,
    jobs: services.jobs,
    blobStore: services.blobStore,
    http,
    providers: mailboxProviders(config.mailboxes, config.publicUrl, http),
    cipher: () => (cipher ??= loadTokenCipher(database.db, config.mailboxes.tokenEncryptionKey)),
    syncCron: config.mailboxes.syncCron,
    now: () => new Date(),
    ...overrides,
  };
}

/** The associated data of a connection's encrypted tokens: its natural key, stable across reconnections. */
export function tokenContext(connection: { orgId: string; provider: string; account: string }): string {
  return `mailbox:${connection.orgId}:${connection.provider}:${connection.account}`;
}
