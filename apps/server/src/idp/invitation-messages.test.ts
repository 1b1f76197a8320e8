import { INVITATION_PROBLEMS } from '@vigila/domain';
import { describe, expect, it } from 'vitest';
import { invitationProblemMessage } from './invitation-messages.ts';

describe('invitation problem messages', () => {
  it('has a message for every problem, naming the invited address when the e-mail differs', () => {
    for (const problem of INVITATION_PROBLEMS)
      expect(invitationProblemMessage(problem).length).toBeGreaterThan(20);
    expect(invitationProblemMessage('other_email', 'ana@example.test')).toBe(
      'This invitation was sent to another e-mail address. Sign in with ana@example.test, or ask for an invitation to your address.',
    );
    expect(invitationProblemMessage('expired')).toBe(
      'This invitation has expired. Ask the person who invited you for a new one.',
    );
  });
});
