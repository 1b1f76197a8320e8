import type { InvitationProblem } from '@vigila/domain';

/** Heading of the page that explains why an invitation link cannot be used. */
export const INVITATION_PROBLEM_TITLE = 'Invitation cannot be used';

/**
 * What the person who opened an invitation link reads when it cannot be used. `invitedEmail` is the address the
 * invitation was sent to (only named for 'other_email', to someone who already signed in with a password).
 */
export function invitationProblemMessage(problem: InvitationProblem, invitedEmail = ''): string {
  switch (problem) {
    case 'not_found':
      return 'This invitation link is not valid. Ask the person who invited you for a new one.';
    case 'revoked':
      return 'This invitation has been withdrawn. Ask the person who invited you for a new one.';
    case 'used':
      return 'This invitation has already been used. Sign in with the account that accepted it.';
    case 'expired':
      return 'This invitation has expired. Ask the person who invited you for a new one.';
    case 'other_email':
      return `This invitation was sent to another e-mail address. Sign in with ${invitedEmail}, or ask for an invitation to your address.`;
  }
}
