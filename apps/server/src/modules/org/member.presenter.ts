import { isOwner, orderedRoles, ROLE_IDS, type TeamMember } from '@vigila/domain';
import type { MemberRow } from './org.repository.ts';

export function toTeamMember(row: MemberRow): TeamMember {
  return {
    user_id: row.userId,
    name: row.name,
    email: row.email,
    picture: row.picture,
    roles: orderedRoles(row.roles).map((name) => ({ id: ROLE_IDS[name], name })),
    joined_at: row.joinedAt.toISOString(),
  };
}

/** Owners first, then by name (case-insensitive), then e-mail: the same order on every database and locale. */
export function compareMembers(a: MemberRow, b: MemberRow): number {
  const owners = Number(isOwner(b.roles)) - Number(isOwner(a.roles));
  if (owners !== 0) return owners;
  const byName = a.name.toLowerCase().localeCompare(b.name.toLowerCase(), 'en');
  return byName !== 0 ? byName : a.email.localeCompare(b.email, 'en');
}
