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
