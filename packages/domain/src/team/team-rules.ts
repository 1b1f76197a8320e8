// Apart from team-calls.ts (the calls' zod schemas) so that the sign-in pages and the team list load no zod.

/** "Simple pattern" of SPEC §5: non-space text, @, text, dot, text. */
export const INVITE_EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/** Invitations expire after this many days (single use; revocable before). */
export const INVITATION_TTL_DAYS = 7;

/** Why an invitation link cannot be used: shown by the sign-in pages. */
export const INVITATION_PROBLEMS = ['not_found', 'expired', 'revoked', 'used', 'other_email'] as const;
export type InvitationProblem = (typeof INVITATION_PROBLEMS)[number];
