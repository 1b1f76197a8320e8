import type { PlainMessageKey, Role } from '@vigila/domain';

/** The label of each role, in both languages (team management and the profile show them). */
export const ROLE_LABEL: Readonly<Record<Role, PlainMessageKey>> = {
  owner: 'team.roleOwner',
  admin: 'team.roleAdmin',
  manager: 'team.roleManager',
  technician: 'team.roleTechnician',
};
