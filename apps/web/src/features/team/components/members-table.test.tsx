import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { buildMember, owner, renderTeam, technician, watchToasts } from '@/test/team/team-fixtures.tsx';

const toasts = watchToasts();

describe('members table', () => {
  it('shows 3 skeleton rows while the members load', () => {
    const { api } = renderTeam({});
    api.fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(3);
  });

  it("lists the active organisation's members: name, email, picture or initials, roles with the main one first", async () => {
    const pictured = buildMember({
      user_id: 'user-3',
      name: 'Ada Admin',
      email: 'ada@demo.test',
      picture: 'https://img.test/ada.png',
      roleNames: ['manager', 'admin'],
    });
    const { api } = renderTeam({ 'GET /api/org/org-1/members': { body: { members: [owner, pictured] } } });
    await screen.findByText('owner@demo.test');
    const table = screen.getByRole('table', { name: 'Members' });
    expect(api.find('GET', '/api/org/org-1/members')).toHaveLength(1);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [ownerRow, adaRow] = rows as [HTMLElement, HTMLElement];
    expect(within(ownerRow).getByText('owner@demo.test')).toBeTruthy();
    expect(within(ownerRow).getByRole('img', { name: 'Picture of Olivia Owner' }).textContent).toBe('OO');
    expect(within(adaRow).getByRole('img', { name: 'Picture of Ada Admin' }).getAttribute('src')).toBe(
      'https://img.test/ada.png',
    );
    const badges = within(within(adaRow).getByRole('list', { name: 'Roles' })).getAllByRole('listitem');
    expect(badges.map((badge) => badge.textContent)).toEqual(['Admin', 'Manager']);
    expect(within(adaRow).getByTitle('Main role').textContent).toBe('Admin');
  });

  it("shows the server's message in the table and toasts 'Failed to fetch organization members'", async () => {
    renderTeam({ 'GET /api/org/org-1/members': { status: 500, body: { error: 'Database unavailable' } } });
    expect((await screen.findByRole('alert')).textContent).toBe('Database unavailable');
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Failed to fetch organization members'));
    expect(toasts.error).toHaveBeenCalledTimes(1);
  });

  it("falls back to 'Error loading members' when the server gave no reason", async () => {
    renderTeam({ 'GET /api/org/org-1/members': { status: 502, body: '' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading members');
  });

  it("toasts 'No organization ID found' and asks nothing without an organisation", async () => {
    const { api } = renderTeam({}, { orgId: null });
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('No organization ID found'));
    expect(api.calls).toHaveLength(0);
  });

  it('shows a technician the members read-only: no row actions, no invite or pending panels', async () => {
    renderTeam(
      { 'GET /api/org/org-1/members': { body: { members: [owner, technician] } } },
      { roles: ['technician'] },
    );
    await screen.findByText('tom@demo.test');
    expect(screen.queryByRole('button', { name: /^Edit roles of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.queryByRole('button', { name: /Invite a member/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Pending invitations/ })).toBeNull();
    expect(screen.getByText(/Only owners, admins and managers/)).toBeTruthy();
  });

  it('gives owners, admins and managers both actions on every row', async () => {
    renderTeam(
      { 'GET /api/org/org-1/members': { body: { members: [owner, technician] } } },
      { roles: ['manager'] },
    );
    expect(await screen.findByRole('button', { name: 'Edit roles of Tom Technician' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Olivia Owner' })).toBeTruthy();
  });
});
