import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { ClientConfig } from '@vigila/domain';
import { useAuthStore } from './auth-store.ts';
import { userFromClaims, type AuthUser } from './auth-user.ts';
import { loadClientConfig } from './client-config.ts';

export interface OidcSession {
  manager: UserManager;
  config: ClientConfig;
}

let session: Promise<OidcSession> | null = null;

export function authUserOf(oidcUser: User, config: ClientConfig): AuthUser {
  return userFromClaims(oidcUser.profile, config);
}

/** Puts a user from the provider (sign-in or refresh) into the persisted auth store. */
export function storeOidcUser(oidcUser: User, config: ClientConfig): AuthUser {
  const user = authUserOf(oidcUser, config);
  const expiresAt = oidcUser.expires_at === undefined ? null : oidcUser.expires_at * 1000;
  useAuthStore.getState().setAuth(user, oidcUser.access_token, expiresAt);
  return user;
}

function createManager(config: ClientConfig): UserManager {
  const origin = window.location.origin;
  const manager = new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: `${origin}/auth`,
    post_logout_redirect_uri: origin,
    response_type: 'code',
    scope: config.scope,
    // No default prompt: signIn asks for the login form itself, switchOrganization reuses the provider's session.
    // `resource` on both requests makes the access token a JWT for the API audience.
    extraQueryParams: { resource: config.audience },
    extraTokenParams: { resource: config.audience },
    // Refresh tokens (offline_access) keep the session alive; the user is cached in localStorage.
    automaticSilentRenew: true,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    loadUserInfo: false,
  });
  manager.events.addUserLoaded((oidcUser) => {
    storeOidcUser(oidcUser, config);
  });
  manager.events.addSilentRenewError((error) => {
    console.warn('Session renewal failed', error.message);
  });
  return manager;
}

/** The one UserManager of the page, created once /config.json is known. */
export function getOidcSession(): Promise<OidcSession> {
  session ??= loadClientConfig()
    .then((config) => ({ manager: createManager(config), config }))
    .catch((error: unknown) => {
      session = null;
      throw error;
    });
  return session;
}
