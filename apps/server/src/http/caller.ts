import { orderedRoles, type Role } from '@vigila/domain';
import type { FastifyRequest } from 'fastify';
import { ACCESS_REFUSALS } from './access-rule.ts';
import { AppError, unauthorized } from './app-error.ts';

/**
 * Who acts, and where: the signed-in user inside the one membership the access rule checked for this call
 * (http/authorize.ts). Built only from that checked membership — never from the token or the body — so a service
 * that takes a Caller acts in an organisation the database confirmed, with the roles the database holds.
 */
export interface Caller {
  userId: string;
  orgId: string;
  orgName: string;
  /** Canonical order, owner first: the first is the main role. */
  roles: readonly Role[];
}

/** The Caller of a 'member' or 'manager' route; a route with another rule has none (403, defence in depth). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.auth) throw unauthorized();
  if (!request.membership) throw new AppError('forbidden', ACCESS_REFUSALS.noMembership);
  const { orgId, orgName, roles } = request.membership;
  return { userId: request.auth.userId, orgId, orgName, roles: orderedRoles(roles) };
}
