import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { owner, renderTeam, technician, watchToasts } from '@/test/team/team-fixtures.tsx';

const toasts = watchToasts();
const members = { 'GET /api/org/org-1/members': { body: { members: [owner, technician] } } };

async function openDialog(name: string) {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole(name.startsWith('Edit') ? 'dialog' : 'alertdialog');
}

describe('role edit dialog', () => {
  it('toggles any subset of the four roles and sends them as [{name}], main role first; the members reload', async () => {
    const { api } = renderTeam({ ...members, 'POST /api/org/change-role': { body: { success: true } } });
    const dialog = await openDialog('Edit roles of Tom Technician');
    expect(within(dialog).getByText('Edit roles of Tom Technician')).toBeTruthy();
    const toggle = (role: string) => within(dialog).getByRole('switch', { name: role });
    expect(toggle('Technician').getAttribute('aria-checked')).toBe('true');
    expect(toggle('Owner').getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle('Admin'));
    fireEvent.click(toggle('Technician'));
    fireEvent.click(toggle('Manager'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save roles' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.find('POST', '/api/org/change-role').map((call) => call.body)).toEqual([
      { userId: 'user-2', roles: [{ name: 'admin' }, { name: 'manager' }] },
    ]);
    await waitFor(() => expect(api.find('GET', '/api/org/org-1/members')).toHaveLength(2));
  });

  it('allows no role at all (SPEC §5: no minimum)', async () => {
    const { api } = renderTeam({ ...members, 'POST /api/org/change-role': { body: { success: true } } });
    const dialog = await openDialog('Edit roles of Tom Technician');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Technician' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    await waitFor(() =>
      expect(api.find('POST', '/api/org/change-role')[0]?.body).toEqual({ userId: 'user-2', roles: [] }),
    );
  });

  it('locks the owner toggle for a caller who is not an owner, with the reason', async () => {
    renderTeam(members, { roles: ['admin'] });
    const dialog = await openDialog('Edit roles of Olivia Owner');
    const ownerToggle = within(dialog).getByRole('switch', { name: 'Owner' });
    expect(ownerToggle.hasAttribute('disabled')).toBe(true);
    expect(ownerToggle.getAttribute('aria-checked')).toBe('true');
    expect(within(dialog).getByText('Only an owner can grant or remove the owner role.')).toBeTruthy();
    expect(within(dialog).getByRole('switch', { name: 'Admin' }).hasAttribute('disabled')).toBe(false);
  });

  it('does not offer a non-owner the removal of an owner, and says why', async () => {
    renderTeam(members, { roles: ['admin'] });
    const removeOwner = await screen.findByRole('button', { name: 'Remove Olivia Owner' });
    expect(removeOwner.hasAttribute('disabled')).toBe(true);
    expect(removeOwner.getAttribute('title')).toBe('Only an owner can grant or remove the owner role.');
    expect(screen.getByRole('button', { name: 'Remove Tom Technician' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it("toasts 'Failed to update roles' with the server's message and keeps the dialog open", async () => {
    renderTeam({
      ...members,
      'POST /api/org/change-role': {
        status: 409,
        body: { error: 'An organisation needs at least one owner' },
      },
    });
    const dialog = await openDialog('Edit roles of Olivia Owner');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Owner' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Failed to update roles: An organisation needs at least one owner',
      ),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('remove dialog', () => {
  it("warns 'This action cannot be undone', sends {orgId, userId} and reports 'Member deleted successfully'", async () => {
    const { api } = renderTeam({ ...members, 'DELETE /api/org/member': { body: { success: true } } });
    const dialog = await openDialog('Remove Tom Technician');
    expect(dialog.textContent).toContain('This action cannot be undone');
    expect(dialog.textContent).toContain('tom@demo.test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Member deleted successfully'));
    expect(api.find('DELETE', '/api/org/member').map((call) => call.body)).toEqual([
      { orgId: 'org-1', userId: 'user-2' },
    ]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(api.find('GET', '/api/org/org-1/members')).toHaveLength(2));
  });

  it('sends nothing when cancelled', async () => {
    const { api } = renderTeam(members);
    const dialog = await openDialog('Remove Tom Technician');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.find('DELETE', '/api/org/member')).toHaveLength(0);
  });

  it("toasts 'Failed to delete member' with the server's reason", async () => {
    renderTeam({
      ...members,
      'DELETE /api/org/member': {
        status: 403,
        body: { error: 'Only an owner can grant or remove the owner role' },
      },
    });
    const dialog = await openDialog('Remove Olivia Owner');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Failed to delete member: Only an owner can grant or remove the owner role',
      ),
    );
  });
});
