import { ROLES, type Role } from '../constants.ts';

/**
 * Role ids (SPEC §2.5, §7: the invite sends "roles (list with one role id)", pending invitations list role ids).
 * Stable strings, one per role name; memberships store names, the team calls speak ids where the spec does.
 */
export const ROLE_IDS: Readonly<Record<Role, string>> = {
  owner: 'rol_owner',
  admin: 'rol_admin',
  manager: 'rol_manager',
  technician: 'rol_technician',
};

export function roleOfId(id: string): Role | undefined {
  return ROLES.find((role) => ROLE_IDS[role] === id);
}

/** The roles that manage members and invitations (DESIGN.md "Identity and access"). */
export const MEMBER_MANAGER_ROLES = ['owner', 'admin', 'manager'] as const satisfies readonly Role[];

export function canManageMembers(roles: readonly string[]): boolean {
  return roles.some((role) => (MEMBER_MANAGER_ROLES as readonly string[]).includes(role));
}

/** Only an owner grants or removes the owner role, or removes an owner from the organisation. */
export function isOwner(roles: readonly string[]): boolean {
  return roles.includes('owner');
}

/** Roles in the canonical order (owner first): the first is the main role (SPEC §6). Unknown names dropped. */
export function orderedRoles(roles: readonly string[]): Role[] {
  return ROLES.filter((role) => roles.includes(role));
}
