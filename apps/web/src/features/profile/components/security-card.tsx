import { useId, useState, type SubmitEvent } from 'react';
import { MIN_PASSWORD_LENGTH } from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { useChangePassword, useSignOutEverywhere } from '../api/account.ts';

/** The three password fields; the new one twice, so a typo does not lock the user out. */
function ChangePasswordForm() {
  const t = useT();
  const ids = { current: useId(), next: useId(), nextHint: useId(), again: useId(), problem: useId() };
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangePassword();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refusal =
      next.length < MIN_PASSWORD_LENGTH
        ? t('profile.passwordTooShort', { min: MIN_PASSWORD_LENGTH })
        : next !== again
          ? t('profile.passwordsDiffer')
          : null;
    setProblem(refusal);
    if (refusal !== null) return;
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: () => {
          notify.success(t('profile.passwordChanged'));
          setCurrent('');
          setNext('');
          setAgain('');
        },
        // The API client's error carries the message in the interface language (apiError.<code>).
        onError: (error) => setProblem(error.message),
      },
    );
  };

  const field = (id: string, label: string, value: string, set: (value: string) => void, hint?: string) => (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input
        id={id}
        type="password"
        autoComplete={id === ids.current ? 'current-password' : 'new-password'}
        value={value}
        required
        aria-describedby={[hint, problem ? ids.problem : undefined].filter(Boolean).join(' ') || undefined}
        onChange={(event) => set(event.target.value)}
        className="max-w-80"
      />
    </div>
  );

  return (
    <form onSubmit={submit} className="grid gap-4" aria-labelledby={`${ids.current}-title`}>
      <h3 id={`${ids.current}-title`} className="text-sm font-semibold">
        {t('profile.passwordTitle')}
      </h3>
      {field(ids.current, t('profile.currentPassword'), current, setCurrent)}
      {field(ids.next, t('profile.newPassword'), next, setNext, ids.nextHint)}
      <p id={ids.nextHint} className="-mt-2 text-xs text-muted-foreground">
        {t('profile.newPasswordHint', { min: MIN_PASSWORD_LENGTH })}
      </p>
      {field(ids.again, t('profile.confirmPassword'), again, setAgain)}
      {problem ? (
        <p id={ids.problem} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={change.isPending || current === '' || next === ''}>
          {change.isPending ? t('profile.changingPassword') : t('profile.changePassword')}
        </Button>
      </div>
    </form>
  );
}

/** Ends every session of the user, this one included, after asking; then this browser goes to the sign-in page. */
function SignOutEverywhere() {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const signOut = useSignOutEverywhere();
  const confirm = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        void import('@/lib/auth/sign-out.ts').then(({ forgetLocalSession }) => forgetLocalSession());
      },
      onError: (error) => notify.error(t('profile.signOutEverywhereFailed', { reason: error.message })),
    });
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">{t('profile.signOutEverywhereTitle')}</h3>
      <p className="text-sm text-muted-foreground">{t('profile.signOutEverywhereBody')}</p>
      <div>
        <Button variant="destructive" onClick={() => setAsking(true)}>
          {t('profile.signOutEverywhere')}
        </Button>
      </div>
      <Dialog open={asking} onOpenChange={setAsking}>
        <DialogContent closeLabel={t('profile.cancel')} role="alertdialog">
          <DialogHeader>
            <DialogTitle>{t('profile.signOutEverywhereConfirm')}</DialogTitle>
            <DialogDescription>{t('profile.signOutEverywhereBody')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setAsking(false)} disabled={signOut.isPending}>
              {t('profile.cancel')}
            </Button>
            <Button variant="destructive" onClick={confirm} disabled={signOut.isPending}>
              {t('profile.signOutEverywhere')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** The account's password and sessions. */
export function SecurityCard() {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.securityTitle')}</CardTitle>
        <CardDescription className="sr-only">{t('profile.securityTitle')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        <ChangePasswordForm />
        <SignOutEverywhere />
      </CardContent>
    </Card>
  );
}
