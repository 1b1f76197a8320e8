import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { invitations, orgs, users } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

export type InvitationRow = typeof invitations.$inferSelect;

/** Not accepted, not revoked, not expired at `now`. */
const pendingAt = (now: Date) =>
  and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, now));

export async function insertInvitation(db: DbExecutor, row: typeof invitations.$inferInsert): Promise<void> {
  await db.insert(invitations).values(row);
}

export async function hasPendingInvitation(
  db: DbExecutor,
  orgId: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.orgId, orgId),
        sql`lower(${invitations.inviteeEmail}) = ${email.toLowerCase()}`,
        pendingAt(now),
      ),
    );
  return rows.length > 0;
}

export interface PendingInvitationRow {
  invitation: InvitationRow;
  /** Null when the inviter's account was deleted since. */
  inviterName: string | null;
}

/** Pending invitations of an organisation, newest first. */
export async function listPendingInvitationRows(
  db: DbExecutor,
  orgId: string,
  now: Date,
): Promise<PendingInvitationRow[]> {
  return db
    .select({ invitation: invitations, inviterName: users.name })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.inviterUserId))
    .where(and(eq(invitations.orgId, orgId), pendingAt(now)))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

export async function findInvitation(db: DbExecutor, id: string): Promise<InvitationRow | null> {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
  return row ?? null;
}

/** Revokes it only while pending (an acceptance at the same moment wins or loses cleanly); true when revoked. */
export async function revokePendingInvitation(db: DbExecutor, id: string, now: Date): Promise<boolean> {
  const revoked = await db
    .update(invitations)
    .set({ revokedAt: now })
    .where(and(eq(invitations.id, id), pendingAt(now)))
    .returning({ id: invitations.id });
  return revoked.length > 0;
}

/** An invitation by the hash of its token, with its organisation's name (the sign-in pages show it). */
export async function findInvitationByTokenHash(db: DbExecutor, tokenHash: string) {
  const [row] = await db
    .select({
      id: invitations.id,
      orgId: invitations.orgId,
      orgName: orgs.name,
      inviteeEmail: invitations.inviteeEmail,
      roles: invitations.roles,
      expiresAt: invitations.expiresAt,
      acceptedAt: invitations.acceptedAt,
      revokedAt: invitations.revokedAt,
    })
    .from(invitations)
    .innerJoin(orgs, eq(orgs.id, invitations.orgId))
    .where(eq(invitations.tokenHash, tokenHash));
  return row ?? null;
}

/** The invitation, locked FOR UPDATE until the transaction ends (two accepts of one link run one after the other). */
export async function lockInvitation(db: DbExecutor, id: string): Promise<InvitationRow | null> {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id)).for('update');
  return row ?? null;
}

export async function markInvitationAccepted(db: DbExecutor, id: string, now: Date): Promise<void> {
  await db.update(invitations).set({ acceptedAt: now }).where(eq(invitations.id, id));
}
