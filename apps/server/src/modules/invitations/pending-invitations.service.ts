import type { PendingInvitation } from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { findOrg } from '../memberships/index.ts';
import { findMemberRoles, lockOrg, requireMemberManager } from '../org/index.ts';
import { invitationTokenContext, type InvitationDeps } from './invitations.deps.ts';
import { toPendingInvitation } from './invitation.presenter.ts';
import { invitationUrl } from './invitation-token.ts';
import {
  findInvitation,
  listPendingInvitationRows,
  revokePendingInvitation,
  type InvitationRow,
} from './invitations.repository.ts';

export const INVITATION_REVOKED = 'Invitation revoked';
export const INVITATION_NOT_FOUND = 'Invitation not found';
export const INVITATION_NOT_PENDING = 'This invitation was already accepted, revoked or has expired';

/**
 * Pending invitations (not accepted, revoked or expired), newest first, each with its link rebuilt from the stored
 * token. A token that no longer decrypts (TOKEN_ENCRYPTION_KEY changed) gives an empty link, not a failed list:
 * the invitation still works from its e-mail, or can be revoked and sent again.
 */
export async function listPendingInvitations(
  deps: InvitationDeps,
  { orgId }: Caller,
): Promise<PendingInvitation[]> {
  const org = await findOrg(deps.db, orgId);
  if (!org) throw AppError.of('organization_not_found');
  const [rows, cipher] = await Promise.all([
    listPendingInvitationRows(deps.db, orgId, deps.now()),
    deps.cipher(),
  ]);
  const urlOf = (row: InvitationRow): string => {
    if (row.tokenCiphertext === null) return '';
    try {
      const token = cipher.decrypt(row.tokenCiphertext, invitationTokenContext(row.id));
      return invitationUrl(deps.publicUrl, token, org.id, org.name);
    } catch {
      return '';
    }
  };
  return rows.map(({ invitation, inviterName }) =>
    toPendingInvitation(invitation, inviterName, urlOf(invitation)),
  );
}

/**
 * Revokes a pending invitation of an organisation the caller manages. An invitation of an organisation the caller
 * is not a member of answers 404 like one that does not exist; one no longer pending answers 409.
 */
export async function revokeInvitation(
  deps: InvitationDeps,
  actor: { userId: string; memberOrgIds: readonly string[] },
  { id: invitationId }: { id: string },
): Promise<void> {
  const found = await findInvitation(deps.db, invitationId);
  if (!found || !actor.memberOrgIds.includes(found.orgId)) throw AppError.of('invitation_not_found');
  const caller = { userId: actor.userId, orgId: found.orgId };
  await deps.db.transaction(async (tx) => {
    if (!(await lockOrg(tx, caller.orgId))) throw AppError.of('invitation_not_found');
    requireMemberManager(await findMemberRoles(tx, caller.orgId, caller.userId));
    if (!(await revokePendingInvitation(tx, invitationId, deps.now()))) {
      throw AppError.of('invitation_not_pending');
    }
    await recordAuditEvent(tx, {
      type: 'invitation.revoked',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: { invitationId, email: found.inviteeEmail },
    });
  });
}
