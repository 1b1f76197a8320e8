import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const orgs = pgTable('orgs', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/** A person. `id` is the identity subject (embedded provider: a UUID; outside provider: its `sub`). */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    picture: text('picture'),
    /** scrypt hash for accounts of the embedded provider; null for users of an outside provider. */
    passwordHash: text('password_hash'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** "Sign out of every session": access tokens issued before this instant are refused (they are JWTs). */
    sessionsRevokedAt: timestamp('sessions_revoked_at', { withTimezone: true }),
    /** The interface language the user chose ('en', 'es'); null: never chosen, the browser's applies. */
    language: text('language'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

/** Membership of a user in an organisation. `roles` is ordered: the first is the main role (SPEC §6). */
export const memberships = pgTable(
  'memberships',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roles: text('roles').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index('memberships_user_idx').on(t.userId)],
);

/** Single-use, expiring invitations; only the SHA-256 of the token is stored. */
export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    inviteeEmail: text('invitee_email').notNull(),
    inviterUserId: text('inviter_user_id').references(() => users.id, { onDelete: 'set null' }),
    roles: text('roles').array().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The token encrypted with the TokenCipher (context: the invitation id), so the pending list can show the link again. */
    tokenCiphertext: text('token_ciphertext'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
    index('invitations_org_idx').on(t.orgId),
  ],
);
