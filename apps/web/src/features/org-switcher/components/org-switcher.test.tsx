import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage, testUser } from '@/test/render.tsx';

const switchOrganization = vi.fn((_orgId: string, _options?: { returnTo?: string }) => Promise.resolve());
vi.mock('@/lib/auth/sign-in.ts', () => ({ switchOrganization }));

const { OrgSwitcher } = await import('./org-switcher.tsx');

const demo = { id: 'org-1', name: 'Demo Pharma', roles: ['owner'], active: true };
const acme = { id: 'org-2', name: 'Acme Labs', roles: ['technician'], active: false };

function renderSwitcher() {
  const view = renderPage(<OrgSwitcher />, { path: '/cases?status=open', pattern: '/cases' });
  return view;
}

/** Radix opens its menu on pointer down (mouse, main button) or Enter. */
function openMenu(trigger: HTMLElement) {
  fireEvent.keyDown(trigger, { key: 'Enter' });
}

beforeEach(() => switchOrganization.mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('organisation switcher', () => {
  it('shows only the name when the user belongs to one organisation', async () => {
    const api = mockApi({ 'GET /api/orgs': { body: { orgs: [demo] } } });
    renderSwitcher();
    await waitFor(() => expect(api.find('GET', '/api/orgs')).toHaveLength(1));
    expect(screen.getByText('Demo Pharma')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('with two or more, opens a menu and signs in again for the picked one, back to the same page', async () => {
    mockApi({ 'GET /api/orgs': { body: { orgs: [demo, acme] } } });
    const { queryClient } = renderSwitcher();
    const clear = vi.spyOn(queryClient, 'clear');
    const trigger = await screen.findByRole('button', {
      name: 'Organisation Demo Pharma: switch organisation',
    });
    openMenu(trigger);
    const current = await screen.findByRole('menuitemradio', { name: /Demo Pharma/ });
    expect(current.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Acme Labs' }));

    await waitFor(() =>
      expect(switchOrganization).toHaveBeenCalledWith('org-2', { returnTo: '/cases?status=open' }),
    );
    expect(clear).toHaveBeenCalled();
  });

  it('does nothing when the current organisation is picked again', async () => {
    mockApi({ 'GET /api/orgs': { body: { orgs: [demo, acme] } } });
    renderSwitcher();
    openMenu(await screen.findByRole('button', { name: /switch organisation/ }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: /Demo Pharma/ }));
    expect(switchOrganization).not.toHaveBeenCalled();
  });

  it('falls back to the orgs claim of the ID token when the API cannot list them', async () => {
    mockApi({ 'GET /api/orgs': { status: 500, body: { error: 'down' } } });
    renderSwitcher();
    useAuthStore.getState().setAuth(
      {
        ...testUser,
        orgs: [
          { id: 'org-1', name: 'Demo Pharma' },
          { id: 'org-2', name: 'Acme Labs' },
        ],
      },
      'token-1',
      Date.now() + 3_600_000,
    );
    openMenu(await screen.findByRole('button', { name: /switch organisation/ }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Acme Labs' }));
    await waitFor(() => expect(switchOrganization).toHaveBeenCalledWith('org-2', expect.anything()));
  });
});
