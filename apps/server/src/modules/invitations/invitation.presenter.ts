import { orderedRoles, ROLE_IDS, type PendingInvitation } from '@vigila/domain';
import type { InvitationRow } from './invitations.repository.ts';

/** SPEC §3 "Pending invitation": roles as role ids (the first is shown), the link rebuilt from the stored token. */
export function toPendingInvitation(
  row: InvitationRow,
  inviterName: string | null,
  url: string,
): PendingInvitation {
  return {
    id: row.id,
    invitee: { email: row.inviteeEmail },
    inviter: { name: inviterName ?? '' },
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    roles: orderedRoles(row.roles).map((role) => ROLE_IDS[role]),
    invitation_url: url,
  };
}
