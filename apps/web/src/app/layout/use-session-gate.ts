import { useEffect, useState } from 'react';
import { isTokenExpired, useAuthStore } from '@/lib/auth/auth-store.ts';
import {
  isProviderUserCached,
  renewalDelayMs,
  restoreSessionWithProvider,
} from '@/lib/auth/session-renewal.ts';

/**
 * Entering the signed-in area with a persisted session: check it with the provider (and renew an expired
 * token) before showing pages that would call the API with it. A fresh token renders at once; then only the
 * provider user's presence is checked, and the provider library (oidc-client-ts) loads when the token is due for
 * renewal, so a first visit does not download it for nothing.
 */
export function useSessionGate(): boolean {
  const [ready, setReady] = useState(() => !isTokenExpired(useAuthStore.getState().tokenExpiration));

  useEffect(() => {
    let active = true;
    let renewal: ReturnType<typeof setTimeout> | undefined;
    const settle = (restored: boolean) => {
      if (!restored)
        useAuthStore.getState().logout(); // RequireAuth now sends the visitor to /auth
      else if (active) setReady(true);
    };
    const fail = (error: unknown) => {
      // Provider unreachable: keep a still-valid token, otherwise the visitor must sign in again.
      console.warn('Session check failed', error);
      if (isTokenExpired(useAuthStore.getState().tokenExpiration)) useAuthStore.getState().logout();
      else if (active) setReady(true);
    };
    const restore = () => restoreSessionWithProvider().then(settle, fail);

    const delay = renewalDelayMs(useAuthStore.getState().tokenExpiration);
    if (delay === 0) void restore();
    else {
      isProviderUserCached().then((cached) => {
        if (!cached) settle(false);
        else if (active) renewal = setTimeout(() => void restore(), delay);
      }, fail);
    }
    return () => {
      active = false;
      clearTimeout(renewal);
    };
  }, []);

  return ready;
}
