import type { ReactNode } from 'react';
import { LogOut, Receipt, UserCog, Users } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useLogout } from '@/lib/auth/use-logout.ts';
import { SettingsSection } from './settings-section.tsx';

/** Visible to every known role (SPEC §2.4); the route puts the team feature's panel in it. */
export function UserManagementSection({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <SettingsSection
      value="user-management"
      icon={Users}
      title={t('settings.userManagement')}
      description={t('settings.userManagementBody')}
    >
      {children}
    </SettingsSection>
  );
}

export function BillingHistorySection() {
  const t = useT();
  return (
    <SettingsSection
      value="billing-history"
      icon={Receipt}
      title={t('settings.billingHistory')}
      description={t('settings.billingHistoryBody')}
    >
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-6 text-center">
        <Receipt aria-hidden="true" className="size-6 text-muted-foreground" />
        <p className="text-sm text-muted-foreground">{t('settings.noInvoices')}</p>
      </div>
    </SettingsSection>
  );
}

export function AccountManagementSection() {
  const t = useT();
  const email = useAuthStore((state) => state.user?.email ?? '');
  const { logout, pending } = useLogout();
  return (
    <SettingsSection
      value="account-management"
      icon={UserCog}
      title={t('settings.accountManagement')}
      description={t('settings.accountManagementBody', { email })}
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-muted-foreground">{t('settings.accountManagementBody', { email })}</p>
        <Button variant="outline" onClick={logout} disabled={pending}>
          <LogOut aria-hidden="true" />
          {t('app.logout')}
        </Button>
      </div>
    </SettingsSection>
  );
}
