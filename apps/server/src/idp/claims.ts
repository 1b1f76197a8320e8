import type { AppConfig } from '../config.ts';

/** An account of the embedded provider as the claim builders see it (no password hash). */
export interface AccountView {
  id: string;
  email: string;
  name: string;
  picture: string | null;
  emailVerified: boolean;
  /** In membership order: the oldest first. */
  memberships: MembershipView[];
}

export interface MembershipView {
  orgId: string;
  orgName: string;
  /** Ordered: the first is the main role (SPEC §6). */
  roles: string[];
}

export type ClaimNames = AppConfig['oidc']['claims'];

/**
 * The organisation the tokens speak for: the one the sign-in asked for (the `organization` authorization
 * parameter) when the user is a member there, else the user's first membership.
 */
export function selectActiveMembership(
  account: AccountView,
  requestedOrgId: string | undefined,
): MembershipView | undefined {
  const requested = requestedOrgId ? account.memberships.find((m) => m.orgId === requestedOrgId) : undefined;
  return requested ?? account.memberships[0];
}

/** The custom organisation claims, under the configured names; used in ID tokens and in access tokens. */
export function buildOrganisationClaims(
  account: AccountView,
  names: ClaimNames,
  requestedOrgId: string | undefined,
): Record<string, unknown> {
  const active = selectActiveMembership(account, requestedOrgId);
  const claims: Record<string, unknown> = {
    [names.roles]: active ? [...active.roles] : [],
    [names.orgs]: account.memberships.map((m) => ({ id: m.orgId, name: m.orgName })),
  };
  if (active) {
    claims[names.orgId] = active.orgId;
    claims[names.orgName] = active.orgName;
  }
  return claims;
}

export interface IdentityClaims {
  sub: string;
  [claim: string]: unknown;
}

/** Every claim the provider may release about an account; the provider filters them by the granted scopes. */
export function buildIdentityClaims(
  account: AccountView,
  names: ClaimNames,
  requestedOrgId: string | undefined,
): IdentityClaims {
  return {
    sub: account.id,
    email: account.email,
    email_verified: account.emailVerified,
    name: account.name,
    ...(account.picture ? { picture: account.picture } : {}),
    ...buildOrganisationClaims(account, names, requestedOrgId),
  };
}

/** Which claims each scope releases (oidc-provider's `claims` setting); the organisation claims come with openid. */
export function claimsByScope(names: ClaimNames): Record<string, string[]> {
  return {
    openid: ['sub', names.roles, names.orgs, names.orgId, names.orgName],
    email: ['email', 'email_verified'],
    profile: ['name', 'picture'],
  };
}
