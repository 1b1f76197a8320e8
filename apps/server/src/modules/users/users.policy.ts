import type { MembershipSummary } from '../memberships/index.ts';

/** Organisations two people share, in the order of the first person's memberships. */
export function sharedOrgIds(
  callerMemberships: readonly MembershipSummary[],
  targetMemberships: readonly MembershipSummary[],
): string[] {
  const target = new Set(targetMemberships.map((m) => m.orgId));
  return callerMemberships.map((m) => m.orgId).filter((orgId) => target.has(orgId));
}

/** A caller may see a user who is themself or who shares an organisation with them. */
export function canSeeUser(
  callerId: string,
  callerMemberships: readonly MembershipSummary[],
  targetId: string,
  targetMemberships: readonly MembershipSummary[],
): boolean {
  return callerId === targetId || sharedOrgIds(callerMemberships, targetMemberships).length > 0;
}
