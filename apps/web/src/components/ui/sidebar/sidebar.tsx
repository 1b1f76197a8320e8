import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { PanelLeft } from 'lucide-react';
import { Button } from '../button.tsx';
import { cn } from '@/lib/cn.ts';
import { useSidebar } from './sidebar-context.tsx';

// The slide-in panel (Radix Dialog) is a chunk of its own, loaded when a small screen first opens it.
const SidebarMobilePanel = lazy(() =>
  import('./sidebar-mobile-panel.tsx').then((module) => ({ default: module.SidebarMobilePanel })),
);

/**
 * Desktop: a fixed column that collapses to icons (3rem). Mobile: a Radix Dialog sliding in from the left.
 * `label` names the panel for assistive technology.
 */
export function Sidebar({
  children,
  label,
  closeLabel,
}: {
  children: ReactNode;
  label: string;
  closeLabel: string;
}) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();

  // Closed, the panel renders nothing; once opened it stays mounted, as a dialog that was always there would.
  const [openedOnce, setOpenedOnce] = useState(openMobile);
  if (openMobile && !openedOnce) setOpenedOnce(true);

  if (isMobile) {
    if (!openedOnce) return null;
    return (
      <Suspense fallback={null}>
        <SidebarMobilePanel
          open={openMobile}
          onOpenChange={setOpenMobile}
          label={label}
          closeLabel={closeLabel}
        >
          {children}
        </SidebarMobilePanel>
      </Suspense>
    );
  }

  return (
    <div
      className="group peer print-hidden hidden text-sidebar-foreground md:block"
      data-state={state}
      data-collapsible={state === 'collapsed' ? 'icon' : ''}
    >
      {/* Reserves the sidebar's width in the page flow; the panel itself is fixed. */}
      <div className="w-(--sidebar-width) transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)" />
      <div
        data-sidebar="sidebar"
        className="fixed inset-y-0 left-0 z-10 flex h-svh w-(--sidebar-width) flex-col border-r border-sidebar-border bg-sidebar transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)"
      >
        {children}
      </div>
    </div>
  );
}

export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('relative flex min-w-0 flex-1 flex-col bg-background', className)} {...props} />;
}

/** The header button on large screens: collapse to icons and back. */
export function SidebarTrigger({ label, className }: { label: string; className?: string }) {
  const { toggleSidebar, open, isMobile, openMobile } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-8', className)}
      aria-label={label}
      aria-expanded={isMobile ? openMobile : open}
      onClick={toggleSidebar}
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  );
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 p-2', className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-auto flex flex-col gap-2 border-t border-sidebar-border p-2', className)}
      {...props}
    />
  );
}

export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex min-h-0 flex-1 flex-col gap-1 overflow-auto group-data-[collapsible=icon]:overflow-hidden',
        className,
      )}
      {...props}
    />
  );
}
