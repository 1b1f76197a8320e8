import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildInvitation, owner, renderTeam, watchToasts } from '@/test/team/team-fixtures.tsx';

const toasts = watchToasts();
const members = { 'GET /api/org/org-1/members': { body: { members: [owner] } } };
const invitation = buildInvitation();
const listed = { 'GET /api/org/org-1/invitations': { body: { invitations: [invitation] } } };

const panelToggle = () => screen.getByRole('button', { name: /Pending invitations/ });
const openPanel = () => fireEvent.click(panelToggle());

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  // A plain copy of the navigator's fields with our clipboard stands in for jsdom's navigator.
  // eslint-disable-next-line @typescript-eslint/no-misused-spread
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: spy } });
  return spy;
}

describe('pending invitations panel', () => {
  it('asks for the invitations only once opened, with 2 skeleton rows meanwhile', async () => {
    const { api } = renderTeam({ ...members, ...listed });
    await screen.findByText('owner@demo.test');
    expect(panelToggle().getAttribute('aria-expanded')).toBe('false');
    expect(api.find('GET', '/api/org/org-1/invitations')).toHaveLength(0);

    api.fetchMock.mockImplementationOnce(() => new Promise<Response>(() => undefined));
    openPanel();
    const table = screen.getByRole('table', { name: 'Pending invitations' });
    expect(within(table).getAllByTestId('skeleton-row')).toHaveLength(2);
    // The stalled reply above stands in for the recorder, so the request is read from the stub itself.
    await waitFor(() =>
      expect(api.fetchMock).toHaveBeenLastCalledWith('/api/org/org-1/invitations', expect.anything()),
    );
  });

  it('shows the invitee, the inviter, the created date and the first role', async () => {
    renderTeam({
      ...members,
      'GET /api/org/org-1/invitations': {
        body: { invitations: [buildInvitation({ roles: ['rol_technician', 'rol_admin'] })] },
      },
    });
    openPanel();
    const row = (await screen.findByText('new.hire@example.org')).closest('tr');
    if (!row) throw new Error('no invitation row');
    expect(within(row).getByText('Olivia Owner')).toBeTruthy();
    expect(within(row).getByText('Mar 2, 2026')).toBeTruthy();
    expect(within(row).getByText('Technician')).toBeTruthy();
    expect(within(row).queryByText('Admin')).toBeNull();
  });

  it('reads a plain list too (SPEC §7: "invitations list, or a plain list")', async () => {
    renderTeam({ ...members, 'GET /api/org/org-1/invitations': { body: [invitation] } });
    openPanel();
    expect(await screen.findByText('new.hire@example.org')).toBeTruthy();
  });

  it("says 'No pending invitations' for an empty list", async () => {
    renderTeam({ ...members, 'GET /api/org/org-1/invitations': { body: { invitations: [] } } });
    openPanel();
    expect(await screen.findByText('No pending invitations')).toBeTruthy();
  });

  it("shows the failure in the table ('Error loading pending invitations' without a reason) and toasts", async () => {
    renderTeam({ ...members, 'GET /api/org/org-1/invitations': { status: 500, body: '' } });
    openPanel();
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading pending invitations');
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Failed to fetch pending invitations'));
  });

  it('copies the invitation URL to the clipboard and says so', async () => {
    const writeText = stubClipboard(() => Promise.resolve());
    renderTeam({ ...members, ...listed });
    openPanel();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Copy invitation URL for new.hire@example.org' }),
    );
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Invitation URL copied to clipboard'));
    expect(writeText).toHaveBeenCalledWith(invitation.invitation_url);
  });

  it("toasts 'Failed to copy invitation URL' when the clipboard refuses", async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    renderTeam({ ...members, ...listed });
    openPanel();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Copy invitation URL for new.hire@example.org' }),
    );
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Failed to copy invitation URL'));
  });

  it('revokes after a confirmation with DELETE /org/invitations/{id}, then reloads the list', async () => {
    const { api } = renderTeam({
      ...members,
      ...listed,
      'DELETE /api/org/invitations/': { body: { success: true } },
    });
    openPanel();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Revoke invitation for new.hire@example.org' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('new.hire@example.org');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Invitation revoked'));
    expect(api.find('DELETE', '/api/org/invitations/inv-1')).toHaveLength(1);
    await waitFor(() => expect(api.find('GET', '/api/org/org-1/invitations')).toHaveLength(2));
  });

  it('reloads the open list after a new invitation is sent', async () => {
    const { api } = renderTeam({
      ...members,
      ...listed,
      'POST /api/org/invite': {
        body: { success: true, message: 'Invitation sent successfully', email: 'sent' },
      },
    });
    openPanel();
    await screen.findByText('new.hire@example.org');
    fireEvent.click(screen.getByRole('button', { name: /Invite a member/ }));
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'second@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(api.find('GET', '/api/org/org-1/invitations')).toHaveLength(2));
  });
});
