import { Collapsible } from 'radix-ui';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import {
  SidebarGroup,
  SidebarMenu,
  SidebarMenuAction,
  SidebarMenuItem,
  SidebarMenuSub,
} from '@/components/ui/sidebar/sidebar-menu.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { dataSourceItems, type NavItem } from './nav-items.ts';
import { NavLinkButton } from './nav-link-item.tsx';

export interface SourceSubItem {
  label: string;
  to: string;
}

/** A data source with its monitored channels/products/searches; the list shows only when expanded. */
function DataSourceItem({ item, subItems }: { item: NavItem; subItems: readonly SourceSubItem[] }) {
  const t = useT();
  return (
    <Collapsible.Root asChild>
      <SidebarMenuItem>
        <NavLinkButton item={item} />
        <Collapsible.Trigger asChild>
          <SidebarMenuAction
            aria-label={t('nav.showSubItems', { name: t(item.label) })}
            className="data-[state=open]:rotate-90"
          >
            <ChevronRight aria-hidden="true" />
          </SidebarMenuAction>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <SidebarMenuSub>
            {subItems.length === 0 ? (
              <li className="px-2 py-1 text-xs text-muted-foreground">{t('nav.noSubItems')}</li>
            ) : (
              subItems.map((sub) => (
                <li key={sub.to}>
                  <Link
                    to={sub.to}
                    title={sub.label}
                    className="block truncate rounded-md px-2 py-1 text-sm hover:bg-sidebar-accent focus-visible:ring-2 focus-visible:ring-sidebar-ring focus-visible:outline-none"
                  >
                    {sub.label}
                  </Link>
                </li>
              ))
            )}
          </SidebarMenuSub>
        </Collapsible.Content>
      </SidebarMenuItem>
    </Collapsible.Root>
  );
}

/** The data sources, each with its sub-items keyed by the source's route (`/youtube`…); none for uploads. */
export function NavDataSources({
  subItems = {},
}: {
  subItems?: Partial<Record<string, readonly SourceSubItem[]>>;
}) {
  const t = useT();
  return (
    <SidebarGroup label={t('nav.dataSources')}>
      <SidebarMenu>
        {dataSourceItems.map((item) => (
          <DataSourceItem key={item.to} item={item} subItems={subItems[item.to] ?? []} />
        ))}
      </SidebarMenu>
    </SidebarGroup>
  );
}
