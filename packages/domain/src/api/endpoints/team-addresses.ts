import type { ApiErrorEntry } from '../error.ts';
/**
 * Method and path of each call of `teamEndpoints` (team.ts), without zod: the web calls by these (apiCall) while the
 * contracts spread them, so a path is written once and a page that only makes a call does not load its schemas.
 */
export const teamAddresses = {
  members: { method: 'GET', path: '/org/:orgId/members' },
  changeRole: { method: 'POST', path: '/org/change-role' },
  removeMember: { method: 'DELETE', path: '/org/member' },
  inviteMember: { method: 'POST', path: '/org/invite' },
  invitations: { method: 'GET', path: '/org/:orgId/invitations' },
  revokeInvitation: { method: 'DELETE', path: '/org/invitations/:id' },
  userOrgs: { method: 'GET', path: '/orgs' },
} as const;

/** The stable error codes of members, roles and invitations, with the spec's English text (API_ERRORS spreads them). */
export const teamErrors = {
  member_not_found: { category: 'not_found', text: 'Member not found' },
  owner_only: { category: 'forbidden', text: 'Only an owner can grant or remove the owner role' },
  last_owner: { category: 'conflict', text: 'An organisation needs at least one owner' },
  own_roles: { category: 'forbidden', text: 'You cannot raise your own roles' },
  role_above_own: { category: 'forbidden', text: 'You can only grant or take away roles up to your own' },
  already_member: { category: 'conflict', text: 'This address is already a member of the organisation' },
  already_invited: { category: 'conflict', text: 'An invitation to this address is already pending' },
  invitation_not_found: { category: 'not_found', text: 'Invitation not found' },
  invitation_not_pending: {
    category: 'conflict',
    text: 'This invitation was already accepted, revoked or has expired',
  },
} as const satisfies Record<string, ApiErrorEntry>;
