import { useCallback, useState } from 'react';
import { signOut } from '@/lib/auth/sign-out.ts';

/** Logout button behaviour: clear the local session, then end the provider session (SPEC §2.4). */
export function useLogout(): { logout: () => void; pending: boolean } {
  const [pending, setPending] = useState(false);
  const logout = useCallback(() => {
    setPending(true);
    signOut().catch((error: unknown) => {
      console.error('Logout failed', error);
      setPending(false);
    });
  }, []);
  return { logout, pending };
}
