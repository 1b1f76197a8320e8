import type { Role } from '@vigila/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, orgs, users } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import type { MembershipSummary } from '../../http/active-membership.ts';
import type { CallerIdentity } from '../../http/authenticate.ts';

export type { MembershipSummary };

/** A user's memberships, oldest first (the first is the default active organisation). */
export function membershipsOfUserQuery(db: DbExecutor, userId: string | ReturnType<typeof sql.placeholder>) {
  return db
    .select({ orgId: memberships.orgId, orgName: orgs.name, roles: memberships.roles })
    .from(memberships)
    .innerJoin(orgs, eq(orgs.id, memberships.orgId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(memberships.orgId));
}

export async function listMembershipsOfUser(db: DbExecutor, userId: string): Promise<MembershipSummary[]> {
  return membershipsOfUserQuery(db, userId);
}

/**
 * What the authenticate hook reads on every call, in one statement: the user's memberships (oldest first) and when
 * they last signed out of every session. One row per membership, or one row of nulls for a user with none; no row
 * for a user the database does not know yet (before POST /register).
 */
export function callerIdentityQuery(db: DbExecutor, userId: string | ReturnType<typeof sql.placeholder>) {
  return db
    .select({
      orgId: memberships.orgId,
      orgName: orgs.name,
      roles: memberships.roles,
      sessionsRevokedAt: users.sessionsRevokedAt,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(orgs, eq(orgs.id, memberships.orgId))
    .where(eq(users.id, userId))
    .orderBy(asc(memberships.createdAt), asc(memberships.orgId));
}

/**
 * callerIdentityQuery for the authenticate hook: built once and prepared (named on PostgreSQL, so each connection
 * parses and plans it once), instead of building the SQL per request. Still read from the database every time, so a
 * changed role, a removed member or a sign-out everywhere takes effect on the next call.
 */
export function callerIdentityLoader(db: Db): (userId: string) => Promise<CallerIdentity> {
  const prepared = callerIdentityQuery(db, sql.placeholder('userId')).prepare('caller_identity');
  return async (userId) => {
    const rows = await prepared.execute({ userId });
    const summaries: MembershipSummary[] = [];
    for (const row of rows) {
      if (row.orgId !== null && row.orgName !== null && row.roles !== null)
        summaries.push({ orgId: row.orgId, orgName: row.orgName, roles: row.roles });
    }
    return { memberships: summaries, sessionsRevokedAt: rows[0]?.sessionsRevokedAt ?? null };
  };
}

export async function findOrg(db: DbExecutor, orgId: string): Promise<{ id: string; name: string } | null> {
  const [org] = await db.select({ id: orgs.id, name: orgs.name }).from(orgs).where(eq(orgs.id, orgId));
  return org ?? null;
}

/** Creates the organisation unless it exists; true when this call created it (safe under concurrent calls). */
export async function insertOrgIfAbsent(db: DbExecutor, org: { id: string; name: string }): Promise<boolean> {
  const inserted = await db.insert(orgs).values(org).onConflictDoNothing().returning({ id: orgs.id });
  return inserted.length > 0;
}

/** Creates the membership unless one exists; true when this call created it. */
export async function insertMembershipIfAbsent(
  db: DbExecutor,
  membership: { orgId: string; userId: string; roles: Role[] },
): Promise<boolean> {
  const inserted = await db
    .insert(memberships)
    .values(membership)
    .onConflictDoNothing()
    .returning({ orgId: memberships.orgId });
  return inserted.length > 0;
}

export async function hasMembership(db: DbExecutor, orgId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ orgId: memberships.orgId })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)));
  return rows.length > 0;
}

/** The user's roles in the organisation as stored (unordered, unfiltered), locked FOR UPDATE; null if not a member. */
export async function lockMembershipRoles(
  db: DbExecutor,
  orgId: string,
  userId: string,
): Promise<string[] | null> {
  const [row] = await db
    .select({ roles: memberships.roles })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)))
    .for('update');
  return row ? row.roles : null;
}

export async function insertMembership(
  db: DbExecutor,
  membership: { orgId: string; userId: string; roles: Role[] },
): Promise<void> {
  await db.insert(memberships).values(membership);
}
