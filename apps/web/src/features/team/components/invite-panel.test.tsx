import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { owner, renderTeam, watchToasts } from '@/test/team/team-fixtures.tsx';

const toasts = watchToasts();
const members = { 'GET /api/org/org-1/members': { body: { members: [owner] } } };
const invited = { body: { success: true, message: 'Invitation sent' } };

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
});
