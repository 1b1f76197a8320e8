import { and, asc, eq, sql } from 'drizzle-orm';
import { mailboxConnections, users } from '../../../db/schema/index.ts';
import type { DbExecutor } from '../../../db/transaction.ts';

export type MailboxConnectionRow = typeof mailboxConnections.$inferSelect;
export type MailboxConnectionWithUser = MailboxConnectionRow & { connectedByName: string | null };

export async function findConnection(
  db: DbExecutor,
  orgId: string,
  id: string,
): Promise<MailboxConnectionRow | null> {
  const [row] = await db
    .select()
    .from(mailboxConnections)
    .where(and(eq(mailboxConnections.orgId, orgId), eq(mailboxConnections.id, id)));
  return row ?? null;
}

export async function findConnectionByAccount(
  db: DbExecutor,
  key: { orgId: string; provider: string; account: string },
): Promise<MailboxConnectionRow | null> {
  const [row] = await db
    .select()
    .from(mailboxConnections)
    .where(
      and(
        eq(mailboxConnections.orgId, key.orgId),
        eq(mailboxConnections.provider, key.provider),
        eq(mailboxConnections.account, key.account),
      ),
    );
  return row ?? null;
}

/** The organisation's mailboxes, oldest first, with the name of who connected each. */
export async function listConnections(db: DbExecutor, orgId: string): Promise<MailboxConnectionWithUser[]> {
  const rows = await db
    .select({ connection: mailboxConnections, connectedByName: users.name })
    .from(mailboxConnections)
    .leftJoin(users, eq(users.id, mailboxConnections.connectedBy))
    .where(eq(mailboxConnections.orgId, orgId))
    .orderBy(asc(mailboxConnections.createdAt), asc(mailboxConnections.id));
  return rows.map((row) => ({ ...row.connection, connectedByName: row.connectedByName }));
}

export interface ConnectionTokens {
  accessTokenEnc: string;
  /** Undefined keeps the stored one (providers that do not rotate refresh tokens send none on refresh). */
  refreshTokenEnc?: string | null;
  tokenExpiresAt: Date | null;
}

/** A new connection, or new tokens for the same account connected again (its cursor and items stay). */
export async function upsertConnection(
  db: DbExecutor,
  row: {
    id: string;
    orgId: string;
    provider: string;
    account: string;
    connectedBy: string;
  } & ConnectionTokens,
): Promise<void> {
  const { refreshTokenEnc, ...rest } = row;
  const refresh = refreshTokenEnc !== undefined ? { refreshTokenEnc } : {};
  await db
    .insert(mailboxConnections)
    .values({ ...rest, refreshTokenEnc: refreshTokenEnc ?? null, status: 'connected' })
    .onConflictDoUpdate({
      target: [mailboxConnections.orgId, mailboxConnections.provider, mailboxConnections.account],
      set: {
        accessTokenEnc: row.accessTokenEnc,
        ...refresh,
        tokenExpiresAt: row.tokenExpiresAt,
        status: 'connected',
        connectedBy: row.connectedBy,
        updatedAt: sql`now()`,
      },
    });
}

export async function updateConnectionTokens(
  db: DbExecutor,
  orgId: string,
  id: string,
  tokens: ConnectionTokens,
): Promise<void> {
  await db
    .update(mailboxConnections)
    .set({
      accessTokenEnc: tokens.accessTokenEnc,
      ...(tokens.refreshTokenEnc !== undefined ? { refreshTokenEnc: tokens.refreshTokenEnc } : {}),
      tokenExpiresAt: tokens.tokenExpiresAt,
      updatedAt: sql`now()`,
    })
    .where(and(eq(mailboxConnections.orgId, orgId), eq(mailboxConnections.id, id)));
}

export interface SyncOutcome {
  status: 'connected' | 'error' | 'reconnect';
  /** Only moves forward; null leaves it unchanged. */
  cursor: Date | null;
  result: string;
  /** New e-mails of a successful sync; null for a failed one. */
  count: number | null;
}

export async function recordSyncOutcome(
  db: DbExecutor,
  orgId: string,
  id: string,
  outcome: SyncOutcome,
): Promise<void> {
  await db
    .update(mailboxConnections)
    .set({
      status: outcome.status,
      ...(outcome.cursor ? { syncCursor: outcome.cursor } : {}),
      lastSyncAt: sql`now()`,
      lastSyncResult: outcome.result,
      lastSyncCount: outcome.count,
      updatedAt: sql`now()`,
    })
    .where(and(eq(mailboxConnections.orgId, orgId), eq(mailboxConnections.id, id)));
}

export async function deleteConnection(
  db: DbExecutor,
  orgId: string,
  id: string,
): Promise<MailboxConnectionRow | null> {
  const [row] = await db
    .delete(mailboxConnections)
    .where(and(eq(mailboxConnections.orgId, orgId), eq(mailboxConnections.id, id)))
    .returning();
  return row ?? null;
}
