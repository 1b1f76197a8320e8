import { ROLES, orderedRoles, type InvitationProblem, type Role } from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import type { DbExecutor, DbTransaction } from '../../db/transaction.ts';
import type {
  InvitationAcceptance,
  InvitationLookup,
  InvitationPort,
  OpenInvitation,
} from '../../idp/invitation-port.ts';
import { insertMembership, lockMembershipRoles } from '../memberships/index.ts';
import { setMemberRoles } from '../org/index.ts';
import { findUserById } from '../users/index.ts';
import { hashInvitationToken } from './invitation-token.ts';
import {
  findInvitationByTokenHash,
  lockInvitation,
  markInvitationAccepted,
} from './invitations.repository.ts';

export type { InvitationAcceptance, InvitationLookup, OpenInvitation };

interface InvitationState {
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}

/** Why a found invitation can no longer be used, if it cannot. Withdrawn beats used beats expired. */
function problemOf(state: InvitationState, now: Date): InvitationProblem | undefined {
  if (state.revokedAt) return 'revoked';
  if (state.acceptedAt) return 'used';
  if (state.expiresAt.getTime() <= now.getTime()) return 'expired';
  return undefined;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Looks an invitation link up by the hash of its token. A token of another organisation than the link names is
 * 'not_found', like an unknown token: the link does not tell which organisations exist.
 */
export async function findInvitation(
  db: DbExecutor,
  token: string,
  orgId?: string,
  now: Date = new Date(),
): Promise<InvitationLookup> {
  const row = await findInvitationByTokenHash(db, hashInvitationToken(token));
  const roles = row ? orderedRoles(row.roles) : [];
  if (!row || (orgId !== undefined && row.orgId !== orgId) || roles.length === 0) {
    return { ok: false, problem: 'not_found' };
  }
  const problem = problemOf(row, now);
  if (problem) return { ok: false, problem };
  const { id, orgName, inviteeEmail } = row;
  return { ok: true, invitation: { id, orgId: row.orgId, orgName, inviteeEmail, roles } };
}

/** The role names Vigila knows, in their stored order (the first is the main role). */
function knownRoles(roles: readonly string[]): Role[] {
  return roles.filter((role): role is Role => (ROLES as readonly string[]).includes(role));
}

/**
 * The one place an invitation is accepted, inside the caller's transaction (sign-up creates the user in the same
 * one). The invitation row is locked FOR UPDATE and checked again, so of two concurrent accepts of one link the
 * second sees it used. The user must have the invited e-mail address. A user who already belongs to the
 * organisation keeps their roles and gains the invited ones. On a problem nothing is written.
 */
export async function acceptInvitation(
  tx: DbTransaction,
  invitation: Pick<OpenInvitation, 'id'>,
  userId: string,
  now: Date = new Date(),
): Promise<InvitationAcceptance> {
  const row = await lockInvitation(tx, invitation.id);
  if (!row) return { ok: false, problem: 'not_found' };
  const problem = problemOf(row, now);
  if (problem) return { ok: false, problem };
  const invited = orderedRoles(row.roles);
  if (invited.length === 0) return { ok: false, problem: 'not_found' };

  const user = await findUserById(tx, userId);
  if (!user || !sameEmail(user.email, row.inviteeEmail)) return { ok: false, problem: 'other_email' };

  const existingRoles = await lockMembershipRoles(tx, row.orgId, userId);
  const ref = { invitationId: row.id, email: row.inviteeEmail };
  let roles: Role[];
  if (existingRoles === null) {
    roles = invited;
    await insertMembership(tx, { orgId: row.orgId, userId, roles });
    await recordAuditEvent(tx, {
      type: 'membership.created',
      orgId: row.orgId,
      actorUserId: userId,
      data: { userId, roles, invitationId: row.id },
    });
  } else {
    // Existing roles stay in their order, so the main role stays the main role; the invited ones follow.
    const old = knownRoles(existingRoles);
    const added = invited.filter((role) => !old.includes(role));
    roles = [...old, ...added];
    if (added.length > 0) {
      await setMemberRoles(tx, row.orgId, userId, roles);
      await recordAuditEvent(tx, {
        type: 'membership.roles_changed',
        orgId: row.orgId,
        actorUserId: userId,
        data: { userId, old, new: roles },
      });
    }
  }

  await markInvitationAccepted(tx, row.id, now);
  await recordAuditEvent(tx, {
    type: 'invitation.accepted',
    orgId: row.orgId,
    actorUserId: userId,
    data: { ...ref, userId, roles: invited },
  });
  return { ok: true, orgId: row.orgId, roles };
}

/** What the sign-in pages (idp/) use of invitations; app.ts hands it to the provider. */
export const invitationPort: InvitationPort = {
  find: (db, token, orgId) => findInvitation(db, token, orgId),
  accept: (tx, invitation, userId) => acceptInvitation(tx, invitation, userId),
};
