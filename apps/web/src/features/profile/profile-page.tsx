import { useState } from 'react';
import { PageHeader } from '@/components/page/page-header.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { useT } from '@/lib/i18n/index.ts';
import { OrganisationsCard } from './components/organisations-card.tsx';
import { PreferencesCard } from './components/preferences-card.tsx';
import { SecurityCard } from './components/security-card.tsx';

/** SPEC §3 "User (profile)": name, email and organisation of the signed-in user, with their picture. */
function AccountCard() {
  const t = useT();
  const user = useAuthStore((state) => state.user);
  const [brokenPicture, setBrokenPicture] = useState<string | null>(null);
  const rows = [
    { label: t('profile.name'), value: user?.name },
    { label: t('profile.email'), value: user?.email },
    { label: t('profile.organization'), value: user?.org_name },
    { label: t('profile.role'), value: user?.role },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.accountTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6 sm:flex-row sm:items-start">
        {user?.picture && brokenPicture !== user.picture ? (
          <img
            src={user.picture}
            alt={t('profile.pictureAlt', { name: user.name })}
            // A picture the CSP refuses (a host other than the identity provider's) is left out, not shown broken.
            onError={() => setBrokenPicture(user.picture)}
            className="size-20 rounded-full border object-cover"
          />
        ) : null}
        <dl className="grid flex-1 gap-4 sm:grid-cols-[max-content_1fr] sm:gap-x-8">
          {rows.map(({ label, value }) => (
            <div key={label} className="contents">
              <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
              <dd className="text-sm break-words">{value ?? t('profile.none')}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/**
 * The signed-in user's own page (issue 14): who they are, where they work and with which roles, the language and
 * time zone of the interface, their password and their sessions.
 */
export function ProfilePage() {
  const t = useT();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader title={t('profile.title')} description={t('profile.body')} />
      <AccountCard />
      <OrganisationsCard />
      <PreferencesCard />
      <SecurityCard />
    </div>
  );
}
