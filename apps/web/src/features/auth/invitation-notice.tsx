import { useCallback, useEffect, useState } from 'react';
import { MailOpen } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { signIn } from '@/lib/auth/sign-in.ts';
import type { Invitation } from '@/lib/auth/return-path.ts';
import { useT } from '@/lib/i18n/index.ts';

/** Long enough to read who invited you, short enough not to feel stuck. */
export const INVITATION_REDIRECT_DELAY_MS = 1500;

/** 'Processing invitation' with the organisation name, then on to sign-in with the invitation (SPEC §2.2). */
export function InvitationNotice({ invitation, returnTo }: { invitation: Invitation; returnTo?: string }) {
  const t = useT();
  const [failed, setFailed] = useState(false);

  const start = useCallback(() => {
    setFailed(false);
    signIn({ invitation, returnTo }).catch((reason: unknown) => {
      console.error('Sign-in redirect failed', reason);
      setFailed(true);
    });
  }, [invitation, returnTo]);

  useEffect(() => {
    const timer = window.setTimeout(start, INVITATION_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [start]);

  const name = invitation.organizationName ?? invitation.organization;
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <MailOpen aria-hidden="true" className="size-6" />
        </span>
        <CardTitle className="text-2xl">{t('auth.processingInvitation')}</CardTitle>
        <CardDescription>
          {name ? t('auth.invitationTo', { organization: name }) : t('auth.invitationUnnamed')}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4">
        {failed ? (
          <p role="alert" className="text-sm text-destructive">
            {t('auth.configFailed')}
          </p>
        ) : (
          <Spinner label={t('auth.redirecting')} />
        )}
        <Button variant="outline" onClick={start}>
          {t('auth.invitationContinue')}
        </Button>
      </CardContent>
    </Card>
  );
}
