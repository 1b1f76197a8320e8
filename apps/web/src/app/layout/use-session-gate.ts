import { useEffect, useState } from 'react';
import { isTokenExpired, useAuthStore } from '@/lib/auth/auth-store.ts';
import { restoreSession } from '@/lib/auth/restore-session.ts';

/**
 * Entering the signed-in area with a persisted session: check it with the provider (and renew an expired
 * token) before showing pages that would call the API with it. A fresh token renders at once.
 */
export function useSessionGate(): boolean {
  const [ready, setReady] = useState(() => !isTokenExpired(useAuthStore.getState().tokenExpiration));

  useEffect(() => {
    let active = true;
    restoreSession().then(
      (restored) => {
        if (!restored)
          useAuthStore.getState().logout(); // RequireAuth now sends the visitor to /auth
        else if (active) setReady(true);
      },
      (error: unknown) => {
        // Provider unreachable: keep a still-valid token, otherwise the visitor must sign in again.
        console.warn('Session check failed', error);
        if (isTokenExpired(useAuthStore.getState().tokenExpiration)) useAuthStore.getState().logout();
        else if (active) setReady(true);
      },
    );
    return () => {
      active = false;
    };
  }, []);

  return ready;
}
