import { useState } from 'react';
import { LockKeyhole, LogIn } from 'lucide-react';
import { PRODUCT_NAME } from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { signIn } from '@/lib/auth/sign-in.ts';
import { useT } from '@/lib/i18n/index.ts';
import { LegalLinks } from './legal-links.tsx';

/** 'Welcome Back' card with the button that sends the browser to the provider's login form. */
export function SignInCard({ returnTo, error }: { returnTo?: string; error?: string | null }) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const onLogin = () => {
    setPending(true);
    setFailed(false);
    signIn({ returnTo }).catch((reason: unknown) => {
      console.error('Sign-in redirect failed', reason);
      setPending(false);
      setFailed(true);
    });
  };

  const message = failed ? t('auth.configFailed') : error;
  return (
    <>
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <LockKeyhole aria-hidden="true" className="size-6" />
          </span>
          <CardTitle className="text-2xl">{t('auth.welcomeBack')}</CardTitle>
          <CardDescription>{t('auth.signInPrompt')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {message ? (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
            >
              {message}
            </p>
          ) : null}
          <Button size="lg" className="w-full" onClick={onLogin} disabled={pending}>
            <LogIn aria-hidden="true" />
            {pending ? t('auth.redirecting') : t('auth.login', { product: PRODUCT_NAME })}
          </Button>
          <p className="text-center text-xs text-muted-foreground">{t('auth.secureNote')}</p>
        </CardContent>
      </Card>
      <LegalLinks />
    </>
  );
}
