import { z } from 'zod';
import { INVITABLE_ROLES, ROLES } from '../constants.ts';
import { ROLE_IDS } from './roles.ts';
import { INVITE_EMAIL_PATTERN } from './team-rules.ts';

export const orgIdParamsSchema = z.object({ orgId: z.string().min(1) });

/** GET /org/{orgId}/members → { members } (SPEC §3 "Team member"). */
export const teamMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  picture: z.string().nullable().optional(),
  roles: z.array(z.object({ id: z.string(), name: z.enum(ROLES) })),
  joined_at: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const membersResponseSchema = z.object({ members: z.array(teamMemberSchema) });

/** POST /org/change-role — the caller's active organisation; any subset of the four roles (SPEC §2.5, §5). */
export const changeRoleRequestSchema = z.object({
  userId: z.string().min(1),
  roles: z.array(z.object({ name: z.enum(ROLES) })).max(ROLES.length),
  /** Optional: when sent it must be the caller's active organisation. */
  orgId: z.string().min(1).optional(),
});
export type ChangeRoleRequest = z.infer<typeof changeRoleRequestSchema>;

/** DELETE /org/member (SPEC §7: orgId, userId in the body). */
export const removeMemberRequestSchema = z.object({ orgId: z.string().min(1), userId: z.string().min(1) });

const invitableRoleIds = INVITABLE_ROLES.map((role) => ROLE_IDS[role]) as [string, ...string[]];

/** POST /org/invite (SPEC §7): inviteeEmail, roles (one invitable role id), sendInvitationEmail. */
export const inviteRequestSchema = z.object({
  inviteeEmail: z
    .string()
    .trim()
    .max(320)
    .regex(INVITE_EMAIL_PATTERN, 'Enter a valid e-mail address')
    .transform((email) => email.toLowerCase()),
  roles: z.array(z.enum(invitableRoleIds, { error: 'Owner is not invitable' })).length(1),
  sendInvitationEmail: z.boolean().default(true),
});
export type InviteRequest = z.input<typeof inviteRequestSchema>;

/** SPEC §3 "Pending invitation". */
export const pendingInvitationSchema = z.object({
  id: z.string(),
  invitee: z.object({ email: z.string() }),
  inviter: z.object({ name: z.string() }),
  created_at: z.string(),
  expires_at: z.string(),
  roles: z.array(z.string()),
  invitation_url: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/**
 * What became of the invitation e-mail: `sent` only when a mail server accepted it; `not_sent` when none was asked
 * for or no mail server is configured (the outbox keeps it on this server only); `failed` when the mail server
 * refused it. Anything but `sent` means the link must be handed over by copying it (decision 0037).
 */
export const INVITATION_EMAIL_OUTCOMES = ['sent', 'not_sent', 'failed'] as const;
export type InvitationEmailOutcome = (typeof INVITATION_EMAIL_OUTCOMES)[number];

export const inviteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  email: z.enum(INVITATION_EMAIL_OUTCOMES),
  invitation: pendingInvitationSchema,
});
/** GET /org/{orgId}/invitations → { invitations } (pending only: not accepted, revoked or expired). */
export const invitationsResponseSchema = z.object({ invitations: z.array(pendingInvitationSchema) });

/** POST /org/change-role, DELETE /org/member, DELETE /org/invitations/{id}: what was done, in words. */
export const teamMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** DELETE /org/invitations/{id} — revoke (the spec only logs it; Vigila revokes for real). */
export const invitationIdParamsSchema = z.object({ id: z.string().min(1) });

/** Organisations the signed-in user belongs to, for the switcher (GET /orgs). */
export const userOrgSchema = z.object({
  id: z.string(),
  name: z.string(),
  roles: z.array(z.enum(ROLES)),
  active: z.boolean(),
});
export const userOrgsResponseSchema = z.object({ orgs: z.array(userOrgSchema) });
