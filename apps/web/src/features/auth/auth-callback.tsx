import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { WorkspaceLoading } from '@/components/page/workspace-loading.tsx';
import { completeSignIn } from '@/lib/auth/sign-in.ts';
import { useT } from '@/lib/i18n/index.ts';
import { AuthLayout } from './auth-layout.tsx';
import { SignInCard } from './sign-in-card.tsx';

/** The provider came back with `code` and `state`: finish sign-in, set up the user, then enter the app. */
export function AuthCallback({ url }: { url: string }) {
  const navigate = useNavigate();
  const t = useT();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    completeSignIn(url).then(
      (returnTo) => {
        if (active) void navigate(returnTo, { replace: true });
      },
      (error: unknown) => {
        console.error('Sign-in callback failed', error);
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [url, navigate]);

  if (!failed) return <WorkspaceLoading />;
  return (
    <AuthLayout>
      <SignInCard error={t('auth.signInFailed')} />
    </AuthLayout>
  );
}
