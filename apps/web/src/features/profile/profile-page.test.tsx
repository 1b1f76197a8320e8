import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@/lib/notify.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import { renewSessionAfterPasswordChange } from './api/renew-session.ts';
import { ProfilePage } from './profile-page.tsx';

// The provider is not in these tests: what matters is that the tab renews its token once the password changed.
vi.mock('./api/renew-session.ts', () => ({
  renewSessionAfterPasswordChange: vi.fn(() => Promise.resolve()),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  usePreferences.getState().setTimeZone(null);
});

const orgs = {
  body: {
    orgs: [
      { id: 'org-1', name: 'Demo Pharma', roles: ['owner'], active: true },
      { id: 'org-2', name: 'Partner CRO', roles: ['manager', 'technician'], active: false },
    ],
  },
};

describe('Profile (issue 14)', () => {
  it('lists the organisations with their roles, the current one marked', async () => {
    mockApi({ 'GET /api/orgs': orgs });
    renderPage(<ProfilePage />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Demo PharmacurrentOwner',
      'Partner CROManagerTechnician',
    ]);
  });

  it('keeps the chosen time zone for the dates', async () => {
    mockApi({ 'GET /api/orgs': orgs });
    renderPage(<ProfilePage />);
    fireEvent.change(await screen.findByLabelText('Time zone'), { target: { value: 'Asia/Tokyo' } });
    expect(usePreferences.getState().timeZone).toBe('Asia/Tokyo');
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: '' } });
    expect(usePreferences.getState().timeZone).toBeNull();
  });

  it('changes the password only when the new one is long enough and typed twice the same', async () => {
    const api = mockApi({
      'GET /api/orgs': orgs,
      'PUT /api/me/password': { body: { success: true, message: 'Password changed' } },
    });
    const success = vi.spyOn(notify, 'success');
    renderPage(<ProfilePage />);
    fireEvent.change(await screen.findByLabelText('Current password'), {
      target: { value: 'old-password-1' },
    });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new-password-22' } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), {
      target: { value: 'new-password-23' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two new passwords differ.')).toBeTruthy();
    expect(api.find('PUT', '/api/me/password')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Repeat the new password'), {
      target: { value: 'new-password-22' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Password changed'));
    // Every token issued before the change is refused now, this tab's too: it renewed its own.
    expect(renewSessionAfterPasswordChange).toHaveBeenCalledTimes(1);
    expect(api.find('PUT', '/api/me/password')[0]?.body).toEqual({
      current_password: 'old-password-1',
      new_password: 'new-password-22',
    });
  });

  it('shows the server’s refusal of a wrong current password', async () => {
    mockApi({
      'GET /api/orgs': orgs,
      'PUT /api/me/password': {
        status: 400,
        body: { error: 'The current password is not right', code: 'password_incorrect' },
      },
    });
    renderPage(<ProfilePage />);
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'wrong-one' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new-password-22' } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), {
      target: { value: 'new-password-22' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The current password is not right');
  });

  it('asks before signing out of every session', async () => {
    const api = mockApi({
      'GET /api/orgs': orgs,
      'POST /api/me/sign-out-everywhere': {
        status: 500,
        body: { error: 'Internal Server Error' },
      },
    });
    const failure = vi.spyOn(notify, 'error');
    renderPage(<ProfilePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(api.find('POST', '/api/me/sign-out-everywhere')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(api.find('POST', '/api/me/sign-out-everywhere')).toHaveLength(1));
    await waitFor(() => expect(failure).toHaveBeenCalled());
  });
});
