import { ROLES, roleOfId, type Role } from '@vigila/domain';

export { ROLE_LABEL } from '@/lib/role-labels.ts';

/** Invitations list roles by id (SPEC §7); a server that stores names is read too. */
export function roleOfInvitation(value: string | undefined): Role | undefined {
  if (value === undefined) return undefined;
  return roleOfId(value) ?? ROLES.find((role) => role === value);
}
