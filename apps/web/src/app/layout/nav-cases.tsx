import { useState } from 'react';
import { Collapsible } from 'radix-ui';
import { Briefcase, ChevronDown } from 'lucide-react';
import { useLocation } from 'react-router';
import { SidebarMenu } from '@/components/ui/sidebar/sidebar-menu.tsx';
import { useSidebar } from '@/components/ui/sidebar/sidebar-context.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/index.ts';
import { caseItems, isCasesPath } from './nav-items.ts';
import { NavLinkItem } from './nav-link-item.tsx';

/** The collapsible Cases group, highlighted on every case-related page (SPEC §2.3). */
export function NavCases() {
  const t = useT();
  const { pathname } = useLocation();
  const { state, isMobile } = useSidebar();
  const [open, setOpen] = useState(true);
  const highlighted = isCasesPath(pathname);
  // Collapsed to icons the group label is hidden, so the case entries stay visible as icons.
  const iconMode = state === 'collapsed' && !isMobile;
  return (
    <Collapsible.Root
      open={open || iconMode}
      onOpenChange={setOpen}
      className="group/collapsible relative flex w-full min-w-0 flex-col p-2"
    >
      <Collapsible.Trigger
        data-highlighted={highlighted}
        className={cn(
          'flex h-8 w-full items-center gap-2 rounded-md px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase outline-none hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring',
          'transition-[margin,opacity] duration-200 ease-linear group-data-[collapsible=icon]:-mt-8 group-data-[collapsible=icon]:invisible group-data-[collapsible=icon]:opacity-0',
          'data-[highlighted=true]:bg-primary/10 data-[highlighted=true]:text-primary',
        )}
      >
        <Briefcase aria-hidden="true" className="size-3.5" />
        <span className="flex-1 text-left">{t('nav.cases')}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-data-[state=closed]/collapsible:-rotate-90"
        />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <SidebarMenu className="mt-1">
          {caseItems.map((item) => (
            <NavLinkItem key={item.to} item={item} />
          ))}
        </SidebarMenu>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
