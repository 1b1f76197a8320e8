import type { RegisterRequest, UserResponse } from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { findClaimedOrg, readOrgIdClaim, readRolesClaim, type ClaimNames } from '../../http/token-claims.ts';
import { activeMembership } from '../../http/active-membership.ts';
import { insertMembershipIfAbsent, insertOrgIfAbsent, listMembershipsOfUser } from '../memberships/index.ts';
import type { DbTransaction } from '../../db/transaction.ts';
import { presentUser } from './user.presenter.ts';
import {
  emailTakenByOther,
  findUserById,
  insertUserIfAbsent,
  updateUserProfile,
  type UserProfile,
} from './users.repository.ts';

/**
 * The picture every teammate's browser loads: only the identity provider's own word (a `picture` claim of the
 * verified token), and only on the issuer's own host, the one origin the CSP lets images come from besides ours.
 * The body's `picture` is never used: anyone could point the team at any server. The embedded provider has none.
 */
function pictureOfIssuer(claims: AuthContext['tokenClaims']): string | null {
  const picture = typeof claims.picture === 'string' ? URL.parse(claims.picture) : null;
  const issuer = typeof claims.iss === 'string' ? URL.parse(claims.iss) : null;
  if (!picture || !issuer || picture.origin !== issuer.origin) return null;
  return picture.protocol === 'https:' || picture.protocol === 'http:' ? picture.href : null;
}

export interface RegisterDeps {
  db: Db;
  claimNames: ClaimNames;
}

function changedFields(before: UserProfile, after: UserProfile): (keyof UserProfile)[] {
  return (['email', 'name', 'picture'] as const).filter((field) => before[field] !== after[field]);
}

async function upsertUser(tx: DbTransaction, userId: string, profile: UserProfile): Promise<void> {
  if (await emailTakenByOther(tx, profile.email, userId)) {
    throw AppError.of('email_taken');
  }
  if (await insertUserIfAbsent(tx, { id: userId, ...profile })) {
    await recordAuditEvent(tx, {
      type: 'user.registered',
      orgId: null,
      actorUserId: userId,
      data: { userId },
    });
    return;
  }
  const existing = await findUserById(tx, userId);
  const fields = existing ? changedFields(existing, profile) : [];
  if (fields.length === 0) return;
  await updateUserProfile(tx, userId, profile);
  await recordAuditEvent(tx, {
    type: 'user.profile_updated',
    orgId: null,
    actorUserId: userId,
    data: { userId, fields },
  });
}

/** Links the user to the organisation the token vouches for; the roles come from the token, never the body. */
async function joinClaimedOrg(
  tx: DbTransaction,
  auth: AuthContext,
  body: RegisterRequest,
  names: ClaimNames,
) {
  if (!body.org_id) return;
  const claimed = findClaimedOrg(auth.tokenClaims, names, body.org_id);
  if (!claimed) return; // the body alone never grants access to an organisation
  // The token's name of the organisation first: the body's is only a fallback for tokens that list ids alone.
  const orgName = claimed.name ?? body.org_name ?? claimed.id;
  if (await insertOrgIfAbsent(tx, { id: claimed.id, name: orgName })) {
    await recordAuditEvent(tx, {
      type: 'org.created',
      orgId: claimed.id,
      actorUserId: auth.userId,
      data: { name: orgName },
    });
  }
  const roles = readRolesClaim(auth.tokenClaims, names);
  if (roles.length === 0) return; // 'no-role': the user exists but is no member
  if (await insertMembershipIfAbsent(tx, { orgId: claimed.id, userId: auth.userId, roles })) {
    await recordAuditEvent(tx, {
      type: 'membership.created',
      orgId: claimed.id,
      actorUserId: auth.userId,
      data: { userId: auth.userId, roles },
    });
  }
}

/**
 * POST /api/register (SPEC §7.2): records the signed-in user and, for an outside provider, links them to the
 * organisation their token lists. Idempotent: a second call changes nothing and writes no audit event. A
 * 'signed-in' route that makes the membership, so it takes the AuthContext (the token's claims), not a Caller.
 */
export async function registerUser(
  deps: RegisterDeps,
  auth: AuthContext,
  body: RegisterRequest,
): Promise<UserResponse> {
  if (body.id !== auth.userId) throw AppError.of('register_self_only');
  // The provider verified the token's email; the body's is only a fallback for tokens without one.
  const tokenEmail = typeof auth.tokenClaims.email === 'string' ? auth.tokenClaims.email : null;
  const profile: UserProfile = {
    email: tokenEmail ?? body.email,
    name: body.name,
    picture: pictureOfIssuer(auth.tokenClaims),
  };

  return deps.db.transaction(async (tx) => {
    await upsertUser(tx, auth.userId, profile);
    await joinClaimedOrg(tx, auth, body, deps.claimNames);
    const user = await findUserById(tx, auth.userId);
    if (!user) throw AppError.of('internal_error');
    const memberships = await listMembershipsOfUser(tx, auth.userId);
    return presentUser(
      user,
      activeMembership(memberships, readOrgIdClaim(auth.tokenClaims, deps.claimNames)),
    );
  });
}
