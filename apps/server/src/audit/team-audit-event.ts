import type { Role } from '@vigila/domain';

/**
 * Team (modules/org, modules/invitations, decision 0009): role changes and removals with the roles before, and every
 * invitation event. Data names the e-mail address but never the token.
 */
type InvitationRef = { invitationId: string; email: string };
export type TeamAuditEvent =
  | {
      type: 'membership.roles_changed';
      orgId: string;
      actorUserId: string;
      data: { userId: string; old: Role[]; new: Role[] };
    }
  | {
      type: 'membership.removed';
      orgId: string;
      actorUserId: string;
      data: { userId: string; roles: Role[] };
    }
  | {
      type: 'invitation.created';
      orgId: string;
      actorUserId: string;
      data: InvitationRef & { roles: Role[] };
    }
  | { type: 'invitation.revoked'; orgId: string; actorUserId: string; data: InvitationRef }
  | {
      type: 'invitation.accepted';
      orgId: string;
      actorUserId: string;
      data: InvitationRef & { userId: string; roles: Role[] };
    }
  | {
      type: 'invitation.email_sent';
      orgId: string;
      actorUserId: string | null;
      data: InvitationRef & { transport: 'smtp' | 'outbox' };
    }
  | {
      type: 'invitation.email_failed';
      orgId: string;
      actorUserId: string | null;
      data: InvitationRef & { error: string };
    };
