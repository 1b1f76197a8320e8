import { eq, lt } from 'drizzle-orm';
import { mailboxOauthStates } from '../../../db/schema/index.ts';
import type { DbExecutor } from '../../../db/transaction.ts';

export type OAuthStateRow = typeof mailboxOauthStates.$inferSelect;

export async function insertOAuthState(db: DbExecutor, row: Omit<OAuthStateRow, 'createdAt'>): Promise<void> {
  await db.insert(mailboxOauthStates).values(row);
}

/** Removes and returns the pending authorisation: a state works once, whatever happens next. */
export async function takeOAuthState(db: DbExecutor, stateHash: string): Promise<OAuthStateRow | null> {
  const [row] = await db
    .delete(mailboxOauthStates)
    .where(eq(mailboxOauthStates.stateHash, stateHash))
    .returning();
  return row ?? null;
}

/** Housekeeping: authorisations nobody finished. */
export async function deleteExpiredOAuthStates(db: DbExecutor, now: Date): Promise<void> {
  await db.delete(mailboxOauthStates).where(lt(mailboxOauthStates.expiresAt, now));
}
