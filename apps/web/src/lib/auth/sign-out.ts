import { useAuthStore } from './auth-store.ts';
import { getOidcSession } from './oidc-session.ts';

let inProgress = false;

/**
 * After "sign out of every session" the provider has already forgotten every session: only this browser's copy is
 * left to clear before the sign-in page.
 */
export async function forgetLocalSession(): Promise<void> {
  useAuthStore.getState().logout();
  try {
    const { manager } = await getOidcSession();
    await manager.removeUser();
  } finally {
    window.location.assign('/auth');
  }
}

/**
 * Logout (SPEC §2.4): clear the local session (store and cached provider user), then end the provider session
 * and come back to the site origin.
 */
export async function signOut(): Promise<void> {
  if (inProgress) return;
  inProgress = true;
  useAuthStore.getState().logout();
  try {
    const { manager } = await getOidcSession();
    const oidcUser = await manager.getUser();
    await manager.removeUser();
    await manager.signoutRedirect({
      id_token_hint: oidcUser?.id_token,
      post_logout_redirect_uri: window.location.origin,
    });
  } catch (error) {
    // The provider cannot be reached: the local session is gone anyway, so show the sign-in page.
    console.error('Sign-out at the identity provider failed', error);
    inProgress = false;
    window.location.assign('/auth');
  }
}
