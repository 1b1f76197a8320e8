import { canManageMembers, isOwner } from '@vigila/domain';
import { AppError } from '../../http/app-error.ts';

export const ORG_NOT_FOUND = 'Organization not found';
export const MEMBER_NOT_FOUND = 'Member not found';
export const NOT_A_MEMBER_MANAGER = 'You do not have permission to manage members';
export const OWNER_ONLY = 'Only an owner can grant or remove the owner role';
export const LAST_OWNER = 'An organisation needs at least one owner';

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
