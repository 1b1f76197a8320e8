import type { UserResponse } from '@vigila/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { readOrgIdClaim, type ClaimNames } from '../../http/token-claims.ts';
import { activeMembership } from '../../http/active-membership.ts';
import { listMembershipsOfUser, type MembershipSummary } from '../memberships/index.ts';
import { presentUser } from './user.presenter.ts';
import { canSeeUser, sharedOrgIds } from './users.policy.ts';
import { findUserById } from './users.repository.ts';

export interface GetUserDeps {
  db: Db;
  claimNames: ClaimNames;
}

// One message for "unknown" and "not yours to see", so the API does not reveal who exists (SPEC §8 wording).
const userNotFound = () => AppError.of('user_not_found');

/** The target's membership in the organisation the answer is about: the caller's active one when shared. */
function membershipInView(
  caller: MembershipSummary | null,
  callerMemberships: readonly MembershipSummary[],
  targetMemberships: readonly MembershipSummary[],
): MembershipSummary | null {
  const shared = sharedOrgIds(callerMemberships, targetMemberships);
  const orgId = caller && shared.includes(caller.orgId) ? caller.orgId : shared[0];
  return targetMemberships.find((m) => m.orgId === orgId) ?? null;
}

/**
 * GET /api/users/{id}: the caller, or someone who shares an organisation with the caller. A 'signed-in' route (no
 * membership is needed to read oneself), so it takes the authenticated AuthContext rather than a Caller.
 */
export async function getUser(
  deps: GetUserDeps,
  auth: AuthContext,
  { id: targetId }: { id: string },
): Promise<UserResponse> {
  const callerActive = activeMembership(auth.memberships, readOrgIdClaim(auth.tokenClaims, deps.claimNames));
  if (targetId === auth.userId) {
    const self = await findUserById(deps.db, targetId);
    if (!self) throw userNotFound();
    return presentUser(self, callerActive);
  }
  const targetMemberships = await listMembershipsOfUser(deps.db, targetId);
  if (!canSeeUser(auth.userId, auth.memberships, targetId, targetMemberships)) throw userNotFound();
  const target = await findUserById(deps.db, targetId);
  if (!target) throw userNotFound();
  return presentUser(target, membershipInView(callerActive, auth.memberships, targetMemberships));
}
