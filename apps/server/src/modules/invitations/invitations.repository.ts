import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { invitations, users } from '../../db/schema/index.ts';
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
