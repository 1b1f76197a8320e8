import { useCallback, useState } from 'react';

/**
 * Logout button behaviour: clear the local session, then end the provider session (SPEC §2.4). The sign-out code
 * (and the provider library with it) loads on the click, not with every page that shows the button.
 */
export function useLogout(): { logout: () => void; pending: boolean } {
  const [pending, setPending] = useState(false);
  const logout = useCallback(() => {
    setPending(true);
    import('@/lib/auth/sign-out.ts')
      .then(({ signOut }) => signOut())
      .catch((error: unknown) => {
        console.error('Logout failed', error);
        setPending(false);
      });
  }, []);
  return { logout, pending };
}
