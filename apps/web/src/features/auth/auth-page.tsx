import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { readFrom, readInvitation } from '@/lib/auth/return-path.ts';
import { useT } from '@/lib/i18n/index.ts';
import { AuthCallback } from './auth-callback.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { InvitationNotice } from './invitation-notice.tsx';
import { SignInCard } from './sign-in-card.tsx';

/**
 * /auth: the provider's callback (`code` + `state`), an invitation link, or the sign-in card.
 * A signed-in visitor without an invitation has nothing to do here and goes to /home.
 */
export function AuthPage() {
  const location = useLocation();
  const t = useT();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const invitation = useMemo(() => readInvitation(params), [params]);
  const returnTo = readFrom(location.state);

  if (params.has('code') && params.has('state')) {
    return <AuthCallback url={`${window.location.origin}${location.pathname}${location.search}`} />;
  }
  if (params.has('error') && params.has('state')) {
    return (
      <AuthLayout>
        <SignInCard returnTo={returnTo} error={params.get('error_description') ?? t('auth.signInFailed')} />
      </AuthLayout>
    );
  }
  // An invitation link still goes to the provider when signed in: it asks who accepts (SPEC §2.2).
  if (isAuthenticated && !invitation) return <Navigate to="/home" replace />;
  return (
    <AuthLayout>
      {invitation ? (
        <InvitationNotice invitation={invitation} returnTo={returnTo} />
      ) : (
        <SignInCard returnTo={returnTo} />
      )}
    </AuthLayout>
  );
}
