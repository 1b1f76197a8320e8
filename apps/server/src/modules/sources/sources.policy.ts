import type { AuthContext } from '../../http/authenticate.ts';
import type { ClaimNames } from '../../http/token-claims.ts';
import { requireActiveOrgId } from '../items/items.policy.ts';

/** Who acts, and in which organisation: every source call is scoped to it. */
export interface SourceActor {
  orgId: string;
  userId: string;
}

/**
 * Any member of the active organisation may add, sync, rename and remove its monitored sources: the add forms are
 * part of every reviewer's work in the SPA (SPEC §2.6 shows them to all, and §6 gates no screen by role). A caller
 * without a membership may do nothing.
 */
export function requireSourceActor(auth: AuthContext, claimNames: ClaimNames): SourceActor {
  return { orgId: requireActiveOrgId(auth, claimNames), userId: auth.userId };
}
