import type { ChangePasswordRequest } from '@vigila/domain';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { deleteOidcPayloadsOfAccount } from '../../idp/adapter.ts';
import { GRANT_CLAIM } from '../../idp/constants.ts';
import { hashPassword, verifyPassword } from '../../idp/passwords.ts';
import { findPasswordHash, markSessionsRevoked, updatePasswordHash } from './users.repository.ts';

export const PASSWORD_CHANGED = 'Password changed';
export const SIGNED_OUT_EVERYWHERE = 'Signed out of every session';

/**
 * Ends sessions: every access token issued until now is refused from the next call (they are JWTs the API cannot
 * recall one by one; http/authenticate.ts checks this on every call, cached tokens included), and every provider
 * session, grant and refresh token goes — except, when given, the grant of the sign-in that asked, whose refresh
 * token then issues it a new access token.
 */
async function endSessions(tx: DbExecutor, userId: string, now: Date, keepGrant?: string): Promise<void> {
  await markSessionsRevoked(tx, userId, now);
  await deleteOidcPayloadsOfAccount(tx, userId, keepGrant);
}

/**
 * PUT /me/password: the signed-in user's own password, when the embedded provider keeps it (an outside provider's
 * user changes it there). The current password must be given, so a browser left open is not enough to take the
 * account over (and wrong ones are limited, http/rate-limits.ts). Every other session ends with the change, in the
 * same transaction: whoever signed in with the old password is out at once.
 */
export async function changePassword(
  db: Db,
  auth: Pick<AuthContext, 'userId' | 'tokenClaims'>,
  request: ChangePasswordRequest,
  now: Date = new Date(),
): Promise<string> {
  const stored = await findPasswordHash(db, auth.userId);
  if (stored === null) throw AppError.of('password_not_managed');
  if (!(await verifyPassword(request.current_password, stored))) throw AppError.of('password_incorrect');
  const passwordHash = await hashPassword(request.new_password);
  const grant = auth.tokenClaims[GRANT_CLAIM];
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, auth.userId, passwordHash);
    await endSessions(tx, auth.userId, now, typeof grant === 'string' ? grant : undefined);
  });
  return PASSWORD_CHANGED;
}

/** POST /me/sign-out-everywhere: every session, grant and token of the user, this one included, in one transaction. */
export async function signOutEverywhere(db: Db, userId: string, now: Date = new Date()): Promise<string> {
  await db.transaction((tx) => endSessions(tx, userId, now));
  return SIGNED_OUT_EVERYWHERE;
}
