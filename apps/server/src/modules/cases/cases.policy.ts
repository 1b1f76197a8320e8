import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../http/authenticate.ts';
import type { ClaimNames } from '../../http/token-claims.ts';
import { requireActiveOrgId } from '../items/items.policy.ts';

/** Who acts on cases: the signed-in user, inside the organisation of their active membership. */
export interface CaseCaller {
  userId: string;
  orgId: string;
}

/**
 * Any member role may read and edit its organisation's cases (brief of issue 5, DESIGN.md "Identity and access");
 * every case query then filters by this orgId, so another organisation's case is simply not found.
 */
export function caseCallerOf(request: FastifyRequest, claimNames: ClaimNames): CaseCaller {
  const auth = requireAuth(request);
  return { userId: auth.userId, orgId: requireActiveOrgId(auth, claimNames) };
}
