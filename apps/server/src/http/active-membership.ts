/** One organisation a user belongs to, as the database holds it (read at authentication, never from the token). */
export interface MembershipSummary {
  orgId: string;
  orgName: string;
  /** Ordered: the first is the main role. */
  roles: string[];
}

/**
 * The organisation a request acts in: the token's org_id when the database confirms that membership (the user
 * picked it at sign-in), otherwise the first membership. Never an organisation the database does not confirm.
 */
export function activeMembership(
  memberships: readonly MembershipSummary[],
  tokenOrgId: string | null,
): MembershipSummary | null {
  const chosen = tokenOrgId === null ? undefined : memberships.find((m) => m.orgId === tokenOrgId);
  return chosen ?? memberships[0] ?? null;
}
