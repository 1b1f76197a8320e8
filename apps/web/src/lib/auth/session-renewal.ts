import { loadClientConfig } from './client-config.ts';
import { hasCachedProviderUser } from './provider-user.ts';

/**
 * How long before the access token expires the provider library is loaded: ahead of oidc-client-ts's own 60 s
 * "expiring" notice, so its automatic renewal (refresh token) runs exactly as when it was loaded at entry.
 */
export const RENEWAL_LEAD_MS = 90_000;

/** setTimeout's longest delay; a token living longer is looked at again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** How long a token expiring at `expiration` (ms since the epoch) can wait for the provider; 0 means now. */
export function renewalDelayMs(expiration: number | null, now = Date.now()): number {
  if (expiration === null) return 0;
  return Math.min(Math.max(0, expiration - RENEWAL_LEAD_MS - now), LONGEST_TIMER_MS);
}

/** A persisted session with a fresh token is still cached at the provider's client (no sign-out since). */
export async function isProviderUserCached(): Promise<boolean> {
  return hasCachedProviderUser(await loadClientConfig());
}

/** Checks the session with the provider, renewing an expired token: this is what loads oidc-client-ts. */
export async function restoreSessionWithProvider(): Promise<boolean> {
  const { restoreSession } = await import('./restore-session.ts');
  return restoreSession();
}
