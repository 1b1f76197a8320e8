import { Building2 } from 'lucide-react';
import { SidebarTrigger } from '@/components/ui/sidebar/sidebar.tsx';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { useT } from '@/lib/i18n/index.ts';

/** Top bar of the signed-in area: the sidebar toggle (large screens) and the active organisation. */
export function AppHeader() {
  const t = useT();
  const orgName = useAuthStore((state) => state.user?.org_name);
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/90 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <SidebarTrigger label={t('nav.toggleSidebar')} className="-ml-1 hidden md:inline-flex" />
      <div className="ml-auto flex items-center gap-2 text-sm text-muted-foreground">
        {orgName ? (
          <>
            <Building2 aria-hidden="true" className="size-4" />
            <span className="font-medium text-foreground">{orgName}</span>
          </>
        ) : null}
      </div>
    </header>
  );
}
