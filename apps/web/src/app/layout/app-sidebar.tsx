import { Link } from 'react-router';
import { PRODUCT_NAME } from '@vigila/domain';
import { Logo, Wordmark } from '@/components/ui/logo.tsx';
import { useSidebarSubItems } from '@/features/monitoring/hooks/use-sidebar-sub-items.ts';
import { Sidebar, SidebarContent, SidebarFooter, SidebarHeader } from '@/components/ui/sidebar/sidebar.tsx';
import { SidebarGroup, SidebarMenu, SidebarMenuItem } from '@/components/ui/sidebar/sidebar-menu.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { accountItems, navigationItems } from './nav-items.ts';
import { NavCases } from './nav-cases.tsx';
import { NavDataSources } from './nav-data-sources.tsx';
import { NavLinkButton, NavLinkItem } from './nav-link-item.tsx';
import { SidebarUser } from './sidebar-user.tsx';
import { LiveTriageBadge } from './triage-badge.tsx';

/** The sidebar of SPEC §2.3. */
export function AppSidebar() {
  const t = useT();
  const subItems = useSidebarSubItems();
  return (
    <Sidebar label={t('nav.label')} closeLabel={t('nav.closeMenu')}>
      <SidebarHeader>
        <Link
          to="/home"
          aria-label={PRODUCT_NAME}
          className="flex h-10 items-center gap-2 rounded-md px-1 outline-none focus-visible:ring-2 focus-visible:ring-sidebar-ring"
        >
          <Logo className="size-7 shrink-0" />
          <Wordmark className="text-lg group-data-[collapsible=icon]:hidden" />
        </Link>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label={t('nav.label')}>
          <SidebarGroup label={t('nav.navigation')}>
            <SidebarMenu>
              {navigationItems.map((item) =>
                item.to === '/triage' ? (
                  <SidebarMenuItem key={item.to}>
                    <NavLinkButton item={item} />
                    <LiveTriageBadge />
                  </SidebarMenuItem>
                ) : (
                  <NavLinkItem key={item.to} item={item} />
                ),
              )}
            </SidebarMenu>
          </SidebarGroup>
          <NavDataSources subItems={subItems} />
          <NavCases />
          <SidebarGroup label={t('nav.account')}>
            <SidebarMenu>
              {accountItems.map((item) => (
                <NavLinkItem key={item.to} item={item} />
              ))}
            </SidebarMenu>
          </SidebarGroup>
        </nav>
      </SidebarContent>
      <SidebarFooter>
        <SidebarUser />
      </SidebarFooter>
    </Sidebar>
  );
}
