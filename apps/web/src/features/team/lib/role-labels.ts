import { ROLES, roleOfId, type PlainMessageKey, type Role } from '@vigila/domain';

/** The label of each role, in both languages. */
export const ROLE_LABEL: Readonly<Record<Role, PlainMessageKey>> = {
  owner: 'team.roleOwner',
  admin: 'team.roleAdmin',
  manager: 'team.roleManager',
  technician: 'team.roleTechnician',
};

/** Invitations list roles by id (SPEC §7); a server that stores names is read too. */
export function roleOfInvitation(value: string | undefined): Role | undefined {
  if (value === undefined) return undefined;
  return roleOfId(value) ?? ROLES.find((role) => role === value);
}
