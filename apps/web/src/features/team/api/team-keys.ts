/**
 * Query keys of the team panel, per organisation: a membership change refreshes `members`, an invitation change
 * refreshes `invitations`, and switching organisation never shows the previous one's rows.
 */
export const teamKeys = {
  all: ['team'] as const,
  members: (orgId: string) => ['team', orgId, 'members'] as const,
  invitations: (orgId: string) => ['team', orgId, 'invitations'] as const,
};
