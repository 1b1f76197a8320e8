import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { memberships, orgs, users } from '../db/schema/index.ts';
import type { AccountView } from './claims.ts';

/** SQL of the embedded provider's account look-ups. The database is the authority on memberships and roles. */

export async function findAccountById(db: Db, userId: string): Promise<AccountView | undefined> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      picture: users.picture,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return undefined;
  const rows = await db
    .select({ orgId: memberships.orgId, orgName: orgs.name, roles: memberships.roles })
    .from(memberships)
    .innerJoin(orgs, eq(orgs.id, memberships.orgId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(memberships.orgId));
  return { ...user, memberships: rows };
}

export interface SignInCandidate {
  id: string;
  passwordHash: string | null;
}

/** E-mail addresses compare case-insensitively (the unique index is on lower(email)). */
export async function findSignInCandidate(db: Db, email: string): Promise<SignInCandidate | undefined> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row;
}

export async function organisationNamedExists(db: Db, name: string): Promise<boolean> {
  const [row] = await db.select({ id: orgs.id }).from(orgs).where(eq(orgs.name, name)).limit(1);
  return row !== undefined;
}
