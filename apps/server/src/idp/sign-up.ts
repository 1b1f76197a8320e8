import { randomUUID } from 'node:crypto';
import type { InvitationProblem } from '@vigila/domain';
import { recordAuditEvent } from '../audit/index.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { findSignInCandidate } from './accounts.ts';
import type { InvitationPort, OpenInvitation } from './invitation-port.ts';
import { hashPassword } from './passwords.ts';

export interface InvitedSignUp {
  invitation: OpenInvitation;
  name: string;
  password: string;
  clientId: string;
}

export type SignUpOutcome =
  | { ok: true; userId: string }
  /** account_exists: someone created an account for the address meanwhile; it signs in instead. */
  | { ok: false; problem: InvitationProblem | 'account_exists' };

/** Thrown inside the transaction to roll the new account back when the invitation cannot be accepted. */
class InvitationRefused extends Error {
  constructor(readonly problem: InvitationProblem) {
    super(`invitation refused: ${problem}`);
  }
}

class AccountExists extends Error {
  constructor() {
    super('an account with this e-mail address exists');
  }
}

/**
 * Creates the account of an invited person and accepts the invitation in one transaction: either both happen or
 * neither. The address is verified: the person opened the link sent to it.
 */
export async function signUpThroughInvitation(
  db: Db,
  input: InvitedSignUp,
  accept: InvitationPort['accept'],
): Promise<SignUpOutcome> {
  const { invitation } = input;
  const email = invitation.inviteeEmail.trim().toLowerCase();
  if (await findSignInCandidate(db, email)) return { ok: false, problem: 'account_exists' };
  // Hash outside the transaction: scrypt is slow on purpose and must not hold row locks.
  const passwordHash = await hashPassword(input.password);
  const userId = randomUUID();
  try {
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(users)
        .values({ id: userId, email, name: input.name.trim(), passwordHash, emailVerified: true })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (inserted.length === 0) throw new AccountExists();
      await recordAuditEvent(tx, {
        type: 'user.created',
        orgId: invitation.orgId,
        actorUserId: userId,
        data: { userId, email },
      });
      const accepted = await accept(tx, invitation, userId);
      if (!accepted.ok) throw new InvitationRefused(accepted.problem);
      await recordAuditEvent(tx, {
        type: 'auth.signed_in',
        orgId: invitation.orgId,
        actorUserId: userId,
        data: { clientId: input.clientId },
      });
    });
  } catch (error) {
    if (error instanceof InvitationRefused) return { ok: false, problem: error.problem };
    if (error instanceof AccountExists) return { ok: false, problem: 'account_exists' };
    throw error;
  }
  return { ok: true, userId };
}
