import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { signInPath, type AuthRedirectState } from '@/lib/auth/return-path.ts';

/**
 * Guards every route but /auth. A visitor who is not signed in goes to /auth with the invitation parameters,
 * and the page they asked for travels along as `from` so sign-in can bring them back.
 */
export function RequireAuth() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const location = useLocation();
  if (isAuthenticated) return <Outlet />;
  const state: AuthRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
  return <Navigate to={signInPath(new URLSearchParams(location.search))} state={state} replace />;
}
