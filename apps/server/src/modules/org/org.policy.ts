import { canManageMembers, isOwner, ROLES } from '@vigila/domain';
import { AppError } from '../../http/app-error.ts';

export const ORG_NOT_FOUND = 'Organization not found';
export const MEMBER_NOT_FOUND = 'Member not found';
export const NOT_A_MEMBER_MANAGER = 'You do not have permission to manage members';
export const OWNER_ONLY = 'Only an owner can grant or remove the owner role';
export const LAST_OWNER = 'An organisation needs at least one owner';
export const OWN_ROLES = 'You cannot raise your own roles';
export const ABOVE_OWN_ROLE = 'You can only grant or take away roles up to your own';

/**
 * The caller's roles as read inside the transaction that changes the team (after the organisation is locked), so
 * a caller demoted or removed a moment ago cannot still act on the strength of the roles read at authentication.
 */
export function requireMemberManager(callerRoles: readonly string[] | null): void {
  if (callerRoles === null) throw AppError.of('organization_not_found');
  if (!canManageMembers(callerRoles)) throw AppError.of('members_manager_only');
}

export interface RoleChange {
  callerRoles: readonly string[];
  before: readonly string[];
  after: readonly string[];
  /** Owners of the organisation before the change (the target included when they are one). */
  ownerCount: number;
}

/** Owner-only owner changes, and never zero owners (DESIGN.md "Identity and access"). after = [] is a removal. */
export function checkOwnerRules({ callerRoles, before, after, ownerCount }: RoleChange): void {
  const ownerBefore = isOwner(before);
  if (ownerBefore !== isOwner(after) && !isOwner(callerRoles)) throw AppError.of('owner_only');
  if (ownerBefore && !isOwner(after) && ownerCount <= 1) throw AppError.of('last_owner');
}

/** 0 for owner, then admin, manager, technician; a member without a role ranks below them all. */
function rankOf(roles: readonly string[]): number {
  const ranks = roles.map((role) => (ROLES as readonly string[]).indexOf(role)).filter((rank) => rank >= 0);
  return Math.min(ROLES.length, ...ranks);
}

/**
 * Every rule of a role change or removal (after = []), checked on the roles read inside the transaction: nobody
 * raises their own rank; the owner rules; and a role added or taken away must rank at or below the caller's
 * highest (owner > admin > manager > technician), so a manager can neither make an admin nor unmake one.
 */
export function checkRoleChange(change: RoleChange & { ownMembership: boolean }): void {
  const { callerRoles, before, after } = change;
  if (change.ownMembership && rankOf(after) < rankOf(before)) throw AppError.of('own_roles');
  checkOwnerRules(change);
  requireRolesWithinRank(callerRoles, [
    ...after.filter((role) => !before.includes(role)),
    ...before.filter((role) => !after.includes(role)),
  ]);
}

/** The roles a caller grants or takes away (a role change, an invitation) rank at or below its own highest. */
export function requireRolesWithinRank(callerRoles: readonly string[], roles: readonly string[]): void {
  if (rankOf(roles) < rankOf(callerRoles)) throw AppError.of('role_above_own');
}
