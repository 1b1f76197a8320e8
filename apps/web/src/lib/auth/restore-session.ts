import { useAuthStore, isTokenExpired } from './auth-store.ts';
import { getOidcSession, storeOidcUser } from './oidc-session.ts';

/**
 * On entering the app with a persisted session: the provider user must still be cached (another tab may have
 * logged out) and, if the access token expired, a refresh token renews it. False means "sign in again".
 */
export async function restoreSession(): Promise<boolean> {
  const { manager, config } = await getOidcSession();
  let oidcUser = await manager.getUser(); // also arms the automatic renewal timers
  if (!oidcUser) return false;
  if (oidcUser.expired || isTokenExpired(useAuthStore.getState().tokenExpiration)) {
    try {
      oidcUser = await manager.signinSilent();
    } catch (error) {
      console.warn('Session renewal failed', error);
      return false;
    }
    if (!oidcUser) return false;
  }
  storeOidcUser(oidcUser, config);
  return true;
}
