import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import type { AuthUser } from '@/lib/auth/auth-user.ts';
import { AppRoutes } from './router.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

/** Reports every location the router renders. */
function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => {
    onLocation(location);
  }, [location, onLocation]);
  return null;
}

/** Renders the app's routes at `path`; `state.location` is where the app is now. */
function start(path: string) {
  const current = { location: undefined as unknown as Location };
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationProbe onLocation={(location) => (current.location = location)} />
    </MemoryRouter>,
  );
  return { state: current };
}

afterEach(() => {
  useAuthStore.getState().logout();
  vi.restoreAllMocks();
});

describe('route table', () => {
  it('sends an unauthenticated visitor to /auth with the invitation parameters and where they came from', async () => {
    const router = start('/settings?invitation=i&organization=o&organization_name=Acme&tab=team');
    expect(await screen.findByText('Processing invitation')).toBeTruthy();
    expect(screen.getByText(/Acme/)).toBeTruthy();
    // The probe hears of the redirect in an effect, which on a busy machine can come after the page's first paint.
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?invitation=i&organization=o&organization_name=Acme');
    expect(router.state.location.state).toEqual({
      from: '/settings?invitation=i&organization=o&organization_name=Acme&tab=team',
    });
  });

  it('shows the sign-in card on /auth without an invitation', async () => {
    const router = start('/profile');
    expect(await screen.findByRole('button', { name: 'Login to Vigila' })).toBeTruthy();
    expect(screen.getByText('Welcome Back')).toBeTruthy();
    expect(screen.getByText('Sign in to access your dashboard')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe(
      'mailto:support@vigila.app',
    );
    expect(router.state.location.state).toEqual({ from: '/profile' });
  });

  it('redirects / with invitation and organization to /auth with the same query', async () => {
    const router = start('/?invitation=inv-1&organization=org-9');
    await screen.findByText('Processing invitation');
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?invitation=inv-1&organization=org-9');
  });

  it('redirects / to /home, and /home to /auth when signed out', async () => {
    const router = start('/');
    await screen.findByText('Welcome Back');
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.state).toEqual({ from: '/home' });
  });

  it('sends unknown paths to /home', async () => {
    const router = start('/no/such/page');
    await screen.findByText('Welcome Back');
    expect(router.state.location.state).toEqual({ from: '/home' });
  });

  it('keeps the terms and privacy pages public', async () => {
    start('/auth/terms');
    expect(await screen.findByRole('heading', { name: 'Terms of Service' })).toBeTruthy();
  });

  it('sends a signed-in visitor from /auth to /home', async () => {
    const user: AuthUser = {
      ...{ id: 'u', email: 'o@demo.test', name: 'Olivia Owner', picture: null, org_name: 'Demo Pharma' },
      ...{ org_id: 'org', role: 'owner', roles: ['owner'], orgs: [], id_token: {} },
    };
    useAuthStore.getState().setAuth(user, 'token', Date.now() + 60_000);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Only the triage count answers (zero open flagged items); the provider is offline.
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) =>
        input.endsWith('/api/triage/count')
          ? Promise.resolve(
              new Response('{"success":true,"count":0}', { headers: { 'content-type': 'application/json' } }),
            )
          : Promise.reject(new Error('offline')),
      ),
    );
    const router = start('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { name: 'Home', level: 1 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav.textContent).toContain('Triage');
    expect(await screen.findByRole('img', { name: 'No open flagged items' })).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('processes an invitation link for a signed-in visitor too (someone joining another organisation)', async () => {
    const user: AuthUser = {
      ...{ id: 'u', email: 'o@demo.test', name: 'Olivia Owner', picture: null, org_name: 'Demo Pharma' },
      ...{ org_id: 'org', role: 'owner', roles: ['owner'], orgs: [], id_token: {} },
    };
    useAuthStore.getState().setAuth(user, 'token', Date.now() + 60_000);
    const router = start('/auth?invitation=i&organization=o&organization_name=Acme');
    expect(await screen.findByText('Processing invitation')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });
});

describe('error boundary', () => {
  it("shows 'Something went wrong:' and the message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('Case not found');
    };
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/cases/1">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByText('Something went wrong:')).toBeTruthy();
    expect(screen.getByText('Case not found')).toBeTruthy();
    // Another path renders its page again.
    rerender(
      <RouteErrorBoundary resetKey="/cases">
        <p>Cases</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Cases')).toBeTruthy();
    expect(screen.queryByText('Something went wrong:')).toBeNull();
  });
});
