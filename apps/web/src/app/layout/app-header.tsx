import { SidebarTrigger } from '@/components/ui/sidebar/sidebar.tsx';
import { OrgSwitcher } from '@/features/org-switcher/components/org-switcher.tsx';
import { useT } from '@/lib/i18n/index.ts';

/** Top bar of the signed-in area: the sidebar toggle (large screens) and the active organisation (switchable). */
export function AppHeader() {
  const t = useT();
  return (
    <header className="print-hidden sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/90 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <SidebarTrigger label={t('nav.toggleSidebar')} className="-ml-1 hidden md:inline-flex" />
      <div className="ml-auto flex items-center gap-2">
        <OrgSwitcher />
      </div>
    </header>
  );
}
