import { and, eq, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

export interface UserRecord {
  id: string;
  email: string;
  name: string;
  picture: string | null;
}

export type UserProfile = Omit<UserRecord, 'id'>;

const userColumns = { id: users.id, email: users.email, name: users.name, picture: users.picture };

export async function findUserById(db: DbExecutor, id: string): Promise<UserRecord | null> {
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return user ?? null;
}

/** Whether another user already holds this email (emails are unique regardless of case). */
export async function emailTakenByOther(db: DbExecutor, email: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)));
  return rows.length > 0;
}

/** Inserts the user unless the id exists; true when this call created it (safe under concurrent calls). */
export async function insertUserIfAbsent(db: DbExecutor, user: UserRecord): Promise<boolean> {
  const inserted = await db.insert(users).values(user).onConflictDoNothing().returning({ id: users.id });
  return inserted.length > 0;
}

export async function updateUserProfile(
  db: DbExecutor,
  id: string,
  profile: Partial<UserProfile>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...profile, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** The stored password hash of an account of the embedded provider; null for an outside provider's user. */
export async function findPasswordHash(db: DbExecutor, userId: string): Promise<string | null> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash ?? null;
}

export async function updatePasswordHash(
  db: DbExecutor,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** From now on, access tokens the user was issued before are refused (see http/authenticate.ts). */
export async function markSessionsRevoked(db: DbExecutor, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ sessionsRevokedAt: at }).where(eq(users.id, userId));
}

/** The user's stored interface language; null when never chosen (or no such user). */
export async function findUserLanguage(db: DbExecutor, userId: string): Promise<string | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}

export async function updateUserLanguage(
  db: DbExecutor,
  userId: string,
  language: string | null,
): Promise<void> {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}
