import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { readOrgIdClaim, type ClaimNames } from '../../http/token-claims.ts';
import { activeMembership } from '../../http/active-membership.ts';

/**
 * Kept only for modules/sources (sources.policy.ts#requireSourceActor) until it takes the Caller (http/caller.ts);
 * every other module acts in the membership the access rule checked. The organisation a review call acts in: the
 * caller's active membership, confirmed by the database. Any member may read and triage its items (DESIGN.md
 * "Identity and access"); a caller without one may do nothing.
 */
export function requireActiveOrgId(auth: AuthContext, claimNames: ClaimNames): string {
  const membership = activeMembership(auth.memberships, readOrgIdClaim(auth.tokenClaims, claimNames));
  if (!membership) throw new AppError('forbidden', 'No organization membership');
  return membership.orgId;
}
