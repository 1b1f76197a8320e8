import { orderedRoles } from '@vigila/domain';
import type { AuthContext } from '../../http/authenticate.ts';
import { readOrgIdClaim, type ClaimNames } from '../../http/token-claims.ts';
import { activeMembership } from '../../http/active-membership.ts';

export interface UserOrg {
  id: string;
  name: string;
  roles: ReturnType<typeof orderedRoles>;
  active: boolean;
}

/** The caller's organisations (from the database, oldest membership first) and which one requests act in. */
export function userOrgsOf(auth: AuthContext, claimNames: ClaimNames): UserOrg[] {
  const active = activeMembership(auth.memberships, readOrgIdClaim(auth.tokenClaims, claimNames));
  return auth.memberships.map((m) => ({
    id: m.orgId,
    name: m.orgName,
    roles: orderedRoles(m.roles),
    active: m.orgId === active?.orgId,
  }));
}
