import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from 'oidc-client-ts';
import { useAuthStore } from './auth-store.ts';
import type * as OidcSessionModule from './oidc-session.ts';

const signinCallback = vi.fn();
const signinRedirect = vi.fn();
const signOut = vi.fn(() => Promise.resolve());
const config = {
  issuer: 'http://idp.test/oidc',
  clientId: 'vigila-web',
  audience: 'http://api.test/api',
  scope: 'openid',
  rolesClaim: 'roles',
  orgsClaim: 'orgs',
  orgIdClaim: 'org_id',
  orgNameClaim: 'org_name',
};

vi.mock('./oidc-session.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof OidcSessionModule>()),
  getOidcSession: () => Promise.resolve({ manager: { signinCallback, signinRedirect }, config }),
}));
vi.mock('./sign-out.ts', () => ({ signOut }));

const { completeSignIn, signIn, switchOrganization } = await import('./sign-in.ts');

const oidcUser = {
  access_token: 'opaque',
  expires_at: 2_000_000_000,
  state: { returnTo: '/settings' },
  profile: {
    sub: 'sub-1',
    email: 'owner@demo.test',
    name: 'Olivia Owner',
    roles: ['owner'],
    org_id: 'org-1',
  },
} as unknown as User;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => signinCallback.mockResolvedValue(oidcUser));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  useAuthStore.getState().logout();
});

describe('completeSignIn', () => {
  it('stores the user, checks it with the API and returns where the visitor was going — once per URL', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(200, { success: true, data: {} }))),
    );
    const url = 'http://app.test/auth?code=c1&state=s1';
    await expect(completeSignIn(url)).resolves.toBe('/settings');
    await expect(completeSignIn(url)).resolves.toBe('/settings');
    expect(signinCallback).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      tokenExpiration: 2_000_000_000_000,
      user: { id: 'sub-1', role: 'owner', org_id: 'org-1' },
    });
  });

  it("logs 'Auth setup failed', clears the session and logs out when the setup fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(500, { error: 'Internal server error' }))),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(completeSignIn('http://app.test/auth?code=c2&state=s2')).rejects.toThrow(
      'Internal server error',
    );
    expect(logged).toHaveBeenCalledWith('Auth setup failed', expect.any(Error));
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});

describe('signIn', () => {
  it('asks for the login form and sends the API resource and the invitation', async () => {
    await signIn({
      returnTo: '/cases',
      invitation: { invitation: 'i', organization: 'o', organizationName: 'Acme' },
    });
    expect(signinRedirect).toHaveBeenCalledWith({
      prompt: 'login',
      extraQueryParams: {
        resource: 'http://api.test/api',
        invitation: 'i',
        organization: 'o',
        organization_name: 'Acme',
      },
      state: { returnTo: '/cases' },
    });
  });
});

describe('switchOrganization', () => {
  it('signs in again for the organisation, without prompt=login, and comes back to the same page', async () => {
    await switchOrganization('org-2', { returnTo: '/settings' });
    expect(signinRedirect).toHaveBeenCalledWith({
      extraQueryParams: { resource: 'http://api.test/api', organization: 'org-2' },
      state: { returnTo: '/settings' },
    });
  });
});
