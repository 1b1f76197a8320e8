import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { LOGOUT_EVENT } from '@/lib/auth/logout-event.ts';
import { DocumentPreferences } from '@/lib/theme/document-preferences.tsx';
import { useResolvedTheme } from '@/lib/theme/use-theme.ts';
import { LazyToaster } from './lazy-toaster.tsx';
import { RouteSpinner } from './route-spinner.tsx';

function useProviderLogoutOnSessionEnd(): void {
  useEffect(() => {
    // A 401 anywhere ends the provider session too; the sign-out code loads only when needed.
    const onLogout = () => {
      void import('@/lib/auth/sign-out.ts').then(({ signOut }) => signOut());
    };
    window.addEventListener(LOGOUT_EVENT, onLogout);
    return () => window.removeEventListener(LOGOUT_EVENT, onLogout);
  }, []);
}

/**
 * Wraps every route: document preferences, toasts, the global logout reaction and the spinner of a page loading.
 */
export function RootLayout() {
  const theme = useResolvedTheme();
  useProviderLogoutOnSessionEnd();
  return (
    <>
      <DocumentPreferences />
      <Suspense fallback={<RouteSpinner />}>
        <Outlet />
      </Suspense>
      <LazyToaster theme={theme} />
    </>
  );
}
