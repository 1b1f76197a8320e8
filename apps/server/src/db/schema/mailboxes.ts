import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orgs, users } from './identity.ts';

/**
 * A mailbox an organisation connected (Microsoft 365 or Gmail). Tokens are stored encrypted (AES-256-GCM,
 * modules/emails/token-cipher.ts); the cursor is the provider time up to which messages were imported.
 */
export const mailboxConnections = pgTable(
  'mailbox_connections',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    account: text('account').notNull(),
    status: text('status').notNull().default('connected'),
    accessTokenEnc: text('access_token_enc').notNull(),
    refreshTokenEnc: text('refresh_token_enc'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    syncCursor: timestamp('sync_cursor', { withTimezone: true }),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastSyncResult: text('last_sync_result'),
    lastSyncCount: integer('last_sync_count'),
    connectedBy: text('connected_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mailbox_connections_account_key').on(t.orgId, t.provider, t.account)],
);

/**
 * Pending OAuth2 authorisations: the random `state` sent to the provider (only its SHA-256 is kept), who started
 * it, and the PKCE verifier. Single-use (deleted when the callback arrives) and short-lived.
 */
export const mailboxOauthStates = pgTable(
  'mailbox_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mailbox_oauth_states_expires_idx').on(t.expiresAt)],
);
