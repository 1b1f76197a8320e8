import { canManageMembers } from '@vigila/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { activeMembership, type MembershipSummary } from './active-membership.ts';
import { ACCESS_REFUSALS } from './access-rule.ts';
import { AppError, unauthorized } from './app-error.ts';
import type { AuthContext } from './authenticate.ts';
import { readOrgIdClaim, type ClaimNames } from './token-claims.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The membership a 'member' or 'manager' route acts in, checked by the access rule; null on other routes. */
    membership: MembershipSummary | null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The organisation the call names: the `orgId` path parameter, else an `orgId` in the JSON body; null if none. */
export function namedOrgId(request: Pick<FastifyRequest, 'params' | 'body'>): string | null {
  for (const source of [request.params, request.body]) {
    if (isRecord(source) && typeof source.orgId === 'string' && source.orgId !== '') return source.orgId;
  }
  return null;
}

/**
 * The membership a call acts in (memberships come from the database, never the token): the named organisation's
 * (404 when the caller is not a member of it, so another organisation's existence is not revealed), else the
 * active one (403 for someone who belongs to none).
 */
export function membershipActedIn(auth: AuthContext, orgId: string | null, claimNames: ClaimNames) {
  if (orgId !== null) {
    const named = auth.memberships.find((membership) => membership.orgId === orgId);
    if (!named) throw new AppError('not_found', ACCESS_REFUSALS.unknownOrganisation);
    return named;
  }
  const active = activeMembership(auth.memberships, readOrgIdClaim(auth.tokenClaims, claimNames));
  if (!active) throw new AppError('forbidden', ACCESS_REFUSALS.noMembership);
  return active;
}

/**
 * preValidation hook for the /api scope (after the authenticate hook, once the body is parsed — a body may name
 * the organisation): enforces the 'member' and 'manager' rules and keeps the membership on the request, so the
 * route acts in the organisation that was checked. Runs before validation and the handler: a refusal changes
 * nothing.
 */
export function createAuthorizeHook(deps: { claimNames: ClaimNames }) {
  function authorize(request: FastifyRequest): void {
    const { access } = request.routeOptions.config;
    if (access !== 'member' && access !== 'manager') return;
    if (!request.auth) throw unauthorized();
    const membership = membershipActedIn(request.auth, namedOrgId(request), deps.claimNames);
    if (access === 'manager' && !canManageMembers(membership.roles)) {
      throw new AppError('forbidden', ACCESS_REFUSALS.notManager);
    }
    request.membership = membership;
  }
  // Callback style: the check reads only what the authenticate hook loaded, so it has nothing to await.
  return function authorizeHook(
    request: FastifyRequest,
    _reply: FastifyReply,
    done: (error?: Error) => void,
  ) {
    try {
      authorize(request);
      done();
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
    }
  };
}
