import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from '@vigila/domain';
import { isTokenExpired, useAuthStore } from './auth-store.ts';
import type { AuthUser } from './auth-user.ts';

const user: AuthUser = {
  id: 'user-1',
  email: 'owner@demo.test',
  name: 'Olivia Owner',
  picture: null,
  org_name: 'Demo Pharma',
  org_id: 'org-1',
  role: 'owner',
  roles: ['owner'],
  orgs: [{ id: 'org-1', name: 'Demo Pharma' }],
  id_token: { sub: 'user-1' },
};

/** An unsigned JWT is enough: the store only reads `exp`. */
function tokenWithExp(exp: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'none' })}.${encode({ sub: 'user-1', exp })}.signature`;
}

afterEach(() => useAuthStore.getState().logout());

describe('auth store', () => {
  it('authenticates with a user and a token, taking tokenExpiration in ms from exp', () => {
    useAuthStore.getState().setAuth(user, tokenWithExp(1_900_000_000));
    const state = useAuthStore.getState();
    expect(state.isAuthenticated).toBe(true);
    expect(state.user?.email).toBe('owner@demo.test');
    expect(state.tokenExpiration).toBe(1_900_000_000_000);
  });

  it('falls back to the given expiry when the token is not a JWT', () => {
    useAuthStore.getState().setAuth(user, 'opaque-token', 1234);
    expect(useAuthStore.getState().tokenExpiration).toBe(1234);
  });

  it('clears everything when set with neither user nor token, and on logout', () => {
    useAuthStore.getState().setAuth(user, tokenWithExp(1_900_000_000));
    useAuthStore.getState().setAuth(null, null);
    expect(useAuthStore.getState()).toMatchObject({
      user: null,
      accessToken: null,
      tokenExpiration: null,
      isAuthenticated: false,
    });
    useAuthStore.getState().setAuth(user, tokenWithExp(1_900_000_000));
    useAuthStore.getState().logout();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(useAuthStore.getState().accessToken).toBeNull();
  });

  it('does not authenticate with only one of user and token', () => {
    useAuthStore.getState().setAuth(user, null);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('persists under auth-storage', () => {
    useAuthStore.getState().setAuth(user, tokenWithExp(1_900_000_000));
    const saved = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}') as {
      state: { isAuthenticated: boolean; user: AuthUser };
    };
    expect(saved.state.isAuthenticated).toBe(true);
    expect(saved.state.user.id).toBe('user-1');
  });

  it('knows when a token has expired', () => {
    expect(isTokenExpired(null)).toBe(true);
    expect(isTokenExpired(1000, 999)).toBe(false);
    expect(isTokenExpired(1000, 1000)).toBe(true);
  });
});
