import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { readOrgIdClaim, type ClaimNames } from '../../http/token-claims.ts';
import { activeMembership } from '../../http/active-membership.ts';
import type { MembershipSummary } from '../memberships/memberships.repository.ts';

/**
 * The organisation the caller acts in, confirmed by the database. Any member may upload, re-analyse, play and
 * delete its recordings (DESIGN.md "Identity and access": reading and triaging is every member's work).
 */
export function callerMembership(auth: AuthContext, claimNames: ClaimNames): MembershipSummary {
  const membership = activeMembership(auth.memberships, readOrgIdClaim(auth.tokenClaims, claimNames));
  if (!membership) throw new AppError('forbidden', 'You are not a member of an organisation');
  return membership;
}

export const RECORDING_NOT_FOUND = 'Recording not found';
