import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { owner, renderTeam, watchToasts } from '@/test/team/team-fixtures.tsx';

const toasts = watchToasts();
const members = { 'GET /api/org/org-1/members': { body: { members: [owner] } } };
const INVITATION_URL = 'https://vigila.test/auth?invitation=tok&organization=org-1';
const answered = (email: 'sent' | 'not_sent' | 'failed', message: string) => ({
  body: {
    success: true,
    message,
    email,
    invitation: {
      id: 'inv-1',
      invitee: { email: 'new.hire@example.org' },
      inviter: { name: 'Olivia Owner' },
      created_at: '2026-03-01T10:00:00.000Z',
      expires_at: '2026-03-08T10:00:00.000Z',
      roles: ['rol_technician'],
      invitation_url: INVITATION_URL,
    },
  },
});
const invited = answered('sent', 'Invitation sent successfully');

const panelToggle = () => screen.getByRole('button', { name: /Invite a member/ });
const emailField = () => screen.getByLabelText<HTMLInputElement>('Email address');
const roleSelect = () => screen.getByLabelText<HTMLSelectElement>('Role');
const inviteButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Invite' });

function openPanel() {
  fireEvent.click(panelToggle());
  expect(panelToggle().getAttribute('aria-expanded')).toBe('true');
}

describe('invite panel', () => {
  it('starts collapsed, then offers admin, manager and technician by role id, Technician chosen', () => {
    renderTeam(members);
    expect(panelToggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('Email address')).toBeNull();
    openPanel();
    const options = [...roleSelect().options].map((option) => [option.value, option.textContent]);
    expect(options).toEqual([
      ['rol_admin', 'Admin'],
      ['rol_manager', 'Manager'],
      ['rol_technician', 'Technician'],
    ]);
    expect(roleSelect().value).toBe('rol_technician');
  });

  it('keeps Invite disabled until the trimmed e-mail matches the pattern, and Enter sends nothing before', () => {
    const { api } = renderTeam({ ...members, 'POST /api/org/invite': invited });
    openPanel();
    expect(inviteButton().disabled).toBe(true);
    for (const text of ['   ', 'new.hire', 'new hire@example.org', 'new.hire@example']) {
      fireEvent.change(emailField(), { target: { value: text } });
      expect({ text, disabled: inviteButton().disabled }).toEqual({ text, disabled: true });
      fireEvent.keyDown(emailField(), { key: 'Enter' });
    }
    expect(api.find('POST', '/api/org/invite')).toHaveLength(0);
    fireEvent.change(emailField(), { target: { value: '  new.hire@example.org ' } });
    expect(inviteButton().disabled).toBe(false);
  });

  it('sends on Enter when valid: the trimmed e-mail, one role id, the e-mail flag; then resets and closes', async () => {
    const { api } = renderTeam({ ...members, 'POST /api/org/invite': invited });
    openPanel();
    fireEvent.change(emailField(), { target: { value: '  new.hire@example.org ' } });
    fireEvent.change(roleSelect(), { target: { value: 'rol_manager' } });
    fireEvent.keyDown(emailField(), { key: 'Enter' });

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Invitation sent successfully'));
    expect(api.find('POST', '/api/org/invite').map((call) => call.body)).toEqual([
      { inviteeEmail: 'new.hire@example.org', roles: ['rol_manager'], sendInvitationEmail: true },
    ]);
    expect(panelToggle().getAttribute('aria-expanded')).toBe('false');
    openPanel();
    expect(emailField().value).toBe('');
    expect(roleSelect().value).toBe('rol_technician');
  });

  it('sends with the Invite button, disabled while sending', async () => {
    let answer: (() => void) | undefined;
    const { api } = renderTeam({ ...members, 'POST /api/org/invite': invited });
    const reply = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation((input, init) =>
      init?.method === 'POST'
        ? new Promise<Response>((resolve) => {
            answer = () => void reply?.(input, init).then(resolve);
          })
        : (reply?.(input, init) ?? Promise.reject(new Error('no mock'))),
    );
    openPanel();
    fireEvent.change(emailField(), { target: { value: 'new.hire@example.org' } });
    fireEvent.click(inviteButton());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sending...' })).toBeTruthy());
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sending...' }).disabled).toBe(true);
    answer?.();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Invitation sent successfully'));
    expect(api.find('POST', '/api/org/invite')).toHaveLength(1);
  });

  it("toasts 'Failed to send invitation' with the server's message and keeps what was typed", async () => {
    renderTeam({
      ...members,
      'POST /api/org/invite': { status: 409, body: { error: 'new.hire@example.org is already a member' } },
    });
    openPanel();
    fireEvent.change(emailField(), { target: { value: 'new.hire@example.org' } });
    fireEvent.click(inviteButton());
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Failed to send invitation: new.hire@example.org is already a member',
      ),
    );
    expect(panelToggle().getAttribute('aria-expanded')).toBe('true');
    expect(emailField().value).toBe('new.hire@example.org');
  });

  it.each([
    ['not_sent', 'Invitation created — copy the link', 'Invitation created — copy the link'],
    [
      'failed',
      'Invitation created, but the e-mail could not be sent',
      'Invitation created, but the e-mail could not be sent — copy the link',
    ],
  ] as const)(
    "when the e-mail did not leave (%s) it never says 'sent', and offers the link to copy",
    async (outcome, serverMessage, shown) => {
      const info = vi.spyOn(toast, 'info');
      info.mockClear();
      const writeText = vi.fn(() => Promise.resolve());
      // A plain copy of the navigator's fields with our clipboard stands in for jsdom's navigator.
      // eslint-disable-next-line @typescript-eslint/no-misused-spread
      vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
      renderTeam({ ...members, 'POST /api/org/invite': answered(outcome, serverMessage) });
      openPanel();
      fireEvent.change(emailField(), { target: { value: 'new.hire@example.org' } });
      fireEvent.click(inviteButton());

      await waitFor(() => expect(info).toHaveBeenCalledTimes(1));
      expect(toasts.success).not.toHaveBeenCalledWith('Invitation sent successfully');
      const [message, options] = info.mock.calls[0] ?? [];
      expect(message).toBe(shown);
      const action = options?.action;
      if (typeof action !== 'object' || action === null || !('onClick' in action))
        throw new Error('the toast offers no copy');
      expect(action.label).toBe('Copy link');
      act(() => action.onClick({} as never));
      await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Invitation URL copied to clipboard'));
      expect(writeText).toHaveBeenCalledWith(INVITATION_URL);
    },
  );
});
