import type { Role } from '@vigila/domain';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { readOrgIdClaim, type ClaimNames } from '../../http/token-claims.ts';
import { activeMembership } from '../../http/active-membership.ts';
import type { MembershipSummary } from '../memberships/memberships.repository.ts';

/** DESIGN.md "Identity and access": who may connect or remove a mailbox (reading, uploading, syncing: any member). */
const MAILBOX_MANAGERS: readonly Role[] = ['owner', 'admin', 'manager'];

/** The organisation the caller acts in (confirmed by the database); 403 for someone who belongs to none. */
export function callerMembership(auth: AuthContext, claimNames: ClaimNames): MembershipSummary {
  const membership = activeMembership(auth.memberships, readOrgIdClaim(auth.tokenClaims, claimNames));
  if (!membership) throw new AppError('forbidden', 'You are not a member of an organisation');
  return membership;
}

export function canManageMailboxes(membership: MembershipSummary): boolean {
  return membership.roles.some((role) => (MAILBOX_MANAGERS as readonly string[]).includes(role));
}

export function requireMailboxManager(membership: MembershipSummary): void {
  if (!canManageMailboxes(membership)) {
    throw new AppError('forbidden', 'Only owners, admins and managers can connect or remove mailboxes');
  }
}
