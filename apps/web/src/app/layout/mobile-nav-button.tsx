import { Menu } from 'lucide-react';
import { useSidebar } from '@/components/ui/sidebar/sidebar-context.tsx';
import { useT } from '@/lib/i18n/index.ts';

/** Below 768 px the sidebar is a slide-in panel opened by this floating button (SPEC §2.3). */
export function MobileNavButton() {
  const t = useT();
  const { isMobile, openMobile, setOpenMobile } = useSidebar();
  if (!isMobile) return null;
  return (
    <button
      type="button"
      aria-label={t('nav.openMenu')}
      aria-expanded={openMobile}
      onClick={() => setOpenMobile(true)}
      className="print-hidden fixed bottom-5 left-5 z-40 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg outline-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <Menu aria-hidden="true" className="size-5" />
    </button>
  );
}
