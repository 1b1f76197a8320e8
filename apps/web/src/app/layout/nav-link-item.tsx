import { Link, useLocation } from 'react-router';
import { SidebarMenuButton, SidebarMenuItem } from '@/components/ui/sidebar/sidebar-menu.tsx';
import { useSidebar } from '@/components/ui/sidebar/sidebar-context.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { isItemActive, type NavItem } from './nav-items.ts';

/** The link of a sidebar entry; closes the mobile panel after navigating. */
export function NavLinkButton({ item }: { item: NavItem }) {
  const t = useT();
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const active = isItemActive(item.to, pathname);
  const label = t(item.label);
  const Icon = item.icon;
  return (
    <SidebarMenuButton asChild isActive={active} tooltip={label}>
      <Link
        to={item.to}
        aria-current={active ? 'page' : undefined}
        onClick={() => {
          if (isMobile) setOpenMobile(false);
        }}
      >
        <Icon aria-hidden="true" />
        <span>{label}</span>
      </Link>
    </SidebarMenuButton>
  );
}

export function NavLinkItem({ item }: { item: NavItem }) {
  return (
    <SidebarMenuItem>
      <NavLinkButton item={item} />
    </SidebarMenuItem>
  );
}
