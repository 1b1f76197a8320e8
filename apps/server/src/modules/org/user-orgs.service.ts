import { orderedRoles } from '@vigila/domain';
import type { MembershipSummary } from '../../http/active-membership.ts';
import type { Caller } from '../../http/caller.ts';

export interface UserOrg {
  id: string;
  name: string;
  roles: ReturnType<typeof orderedRoles>;
  active: boolean;
}

/**
 * The caller's organisations (from the database, oldest membership first) and which one requests act in: the
 * Caller's, which the access rule resolved from the token's org_id (GET /orgs names no organisation).
 */
export function userOrgsOf(
  caller: Caller,
  { memberships }: { memberships: readonly MembershipSummary[] },
): UserOrg[] {
  return memberships.map((m) => ({
    id: m.orgId,
    name: m.orgName,
    roles: orderedRoles(m.roles),
    active: m.orgId === caller.orgId,
  }));
}
