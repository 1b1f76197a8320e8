import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { AUTH_STORAGE_KEY } from '@vigila/domain';
import { jwtExpirationMs, type AuthUser } from './auth-user.ts';

interface AuthValues {
  user: AuthUser | null;
  accessToken: string | null;
  /** Milliseconds since the epoch, from the access token's `exp` claim. */
  tokenExpiration: number | null;
  isAuthenticated: boolean;
}

interface AuthState extends AuthValues {
  /** Both values authenticate; neither clears everything (SPEC §4.1). */
  setAuth: (user: AuthUser | null, accessToken: string | null, expiresAtMs?: number | null) => void;
  logout: () => void;
}

const signedOut: AuthValues = {
  user: null,
  accessToken: null,
  tokenExpiration: null,
  isAuthenticated: false,
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...signedOut,
      setAuth: (user, accessToken, expiresAtMs = null) => {
        if (!user && !accessToken) return set(signedOut);
        set({
          user,
          accessToken,
          tokenExpiration: accessToken ? (jwtExpirationMs(accessToken) ?? expiresAtMs) : null,
          isAuthenticated: Boolean(user && accessToken),
        });
      },
      logout: () => set(signedOut),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, accessToken, tokenExpiration, isAuthenticated }) => ({
        user,
        accessToken,
        tokenExpiration,
        isAuthenticated,
      }),
    },
  ),
);

export function isTokenExpired(expiration: number | null, now = Date.now()): boolean {
  return expiration === null || expiration <= now;
}
