import { recordAuditEvent } from '../audit/index.ts';
import type { Db } from '../db/client.ts';
import { findAccountById, findSignInCandidate } from './accounts.ts';
import { selectActiveMembership } from './claims.ts';
import { decoyPasswordHash, verifyPassword } from './passwords.ts';

export interface SignInAttempt {
  email: string;
  password: string;
  clientId: string;
  /** The organisation the sign-in asked for, recorded as the organisation of the audit event. */
  requestedOrgId: string | undefined;
}

export type SignInOutcome = { ok: true; userId: string } | { ok: false };

/** Longest e-mail address kept in the audit trail; anything longer is noise. */
const MAX_AUDITED_EMAIL_LENGTH = 254;

/**
 * Checks e-mail and password and audits the attempt either way (never the password). An unknown address costs
 * the same scrypt work as a wrong password, so timing does not reveal which addresses have accounts.
 */
export async function authenticate(db: Db, attempt: SignInAttempt): Promise<SignInOutcome> {
  const email = attempt.email.trim().toLowerCase();
  const candidate = email ? await findSignInCandidate(db, email) : undefined;
  const matches = await verifyPassword(
    attempt.password,
    candidate?.passwordHash ?? (await decoyPasswordHash()),
  );

  if (!candidate?.passwordHash || !matches) {
    const reason = !candidate ? 'unknown_email' : !candidate.passwordHash ? 'no_password' : 'wrong_password';
    await db.transaction((tx) =>
      recordAuditEvent(tx, {
        type: 'auth.sign_in_failed',
        orgId: null,
        actorUserId: candidate?.id ?? null,
        data: { email: email.slice(0, MAX_AUDITED_EMAIL_LENGTH), reason },
      }),
    );
    return { ok: false };
  }

  const account = await findAccountById(db, candidate.id);
  const active = account ? selectActiveMembership(account, attempt.requestedOrgId) : undefined;
  await db.transaction((tx) =>
    recordAuditEvent(tx, {
      type: 'auth.signed_in',
      orgId: active?.orgId ?? null,
      actorUserId: candidate.id,
      data: { clientId: attempt.clientId },
    }),
  );
  return { ok: true, userId: candidate.id };
}
