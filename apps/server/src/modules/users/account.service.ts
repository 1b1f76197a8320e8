import type { ChangePasswordRequest } from '@vigila/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { deleteOidcPayloadsOfAccount } from '../../idp/adapter.ts';
import { hashPassword, verifyPassword } from '../../idp/passwords.ts';
import { findPasswordHash, markSessionsRevoked, updatePasswordHash } from './users.repository.ts';

export const PASSWORD_CHANGED = 'Password changed';
export const SIGNED_OUT_EVERYWHERE = 'Signed out of every session';

/**
 * PUT /me/password: the signed-in user's own password, when the embedded provider keeps it (an outside provider's
 * user changes it there). The current password must be given, so a browser left open is not enough to take the
 * account over.
 */
export async function changePassword(
  db: Db,
  userId: string,
  request: ChangePasswordRequest,
): Promise<string> {
  const stored = await findPasswordHash(db, userId);
  if (stored === null) throw AppError.of('password_not_managed');
  if (!(await verifyPassword(request.current_password, stored))) throw AppError.of('password_incorrect');
  await updatePasswordHash(db, userId, await hashPassword(request.new_password));
  return PASSWORD_CHANGED;
}

/**
 * POST /me/sign-out-everywhere: every session, grant and refresh token of the provider goes, and access tokens issued
 * until now are refused from the next call (they are JWTs the API cannot recall one by one), in one transaction.
 */
export async function signOutEverywhere(db: Db, userId: string, now: Date = new Date()): Promise<string> {
  await db.transaction(async (tx) => {
    await markSessionsRevoked(tx, userId, now);
    await deleteOidcPayloadsOfAccount(tx, userId);
  });
  return SIGNED_OUT_EVERYWHERE;
}
