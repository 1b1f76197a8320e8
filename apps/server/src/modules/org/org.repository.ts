import { orderedRoles, type Role } from '@vigila/domain';
import { and, eq, sql } from 'drizzle-orm';
import { memberships, orgs, users } from '../../db/schema/index.ts';
import type { DbExecutor, DbTransaction } from '../../db/transaction.ts';

/**
 * Locks the organisation's row until the transaction ends: every team change (roles, removal, invitation) takes
 * it first, so two owners demoting each other at once cannot leave the organisation without an owner, and two
 * invitations to one address cannot both pass the "already pending" check. Null when the organisation is gone.
 */
export async function lockOrg(
  tx: DbTransaction,
  orgId: string,
): Promise<{ id: string; name: string } | null> {
  const [org] = await tx
    .select({ id: orgs.id, name: orgs.name })
    .from(orgs)
    .where(eq(orgs.id, orgId))
    .for('update');
  return org ?? null;
}

/** A member's ordered roles, or null when the user is not a member of the organisation. */
export async function findMemberRoles(db: DbExecutor, orgId: string, userId: string): Promise<Role[] | null> {
  const [row] = await db
    .select({ roles: memberships.roles })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)));
  return row ? orderedRoles(row.roles) : null;
}

export async function countOwners(db: DbExecutor, orgId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), sql`'owner' = any(${memberships.roles})`));
  return row?.count ?? 0;
}

export async function setMemberRoles(
  db: DbExecutor,
  orgId: string,
  userId: string,
  roles: Role[],
): Promise<void> {
  await db
    .update(memberships)
    .set({ roles })
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)));
}

export async function deleteMembership(db: DbExecutor, orgId: string, userId: string): Promise<void> {
  await db.delete(memberships).where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)));
}

export interface MemberRow {
  userId: string;
  name: string;
  email: string;
  picture: string | null;
  roles: string[];
  joinedAt: Date;
}

export async function listMemberRows(db: DbExecutor, orgId: string): Promise<MemberRow[]> {
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      picture: users.picture,
      roles: memberships.roles,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.orgId, orgId));
}

/** True when a user with this address (case-insensitive) is already a member of the organisation. */
export async function isMemberByEmail(db: DbExecutor, orgId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ userId: users.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.orgId, orgId), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  return rows.length > 0;
}
