import { lazy, Suspense, useId, type ComponentProps, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/cn.ts';
import { useSidebar } from './sidebar-context.tsx';

/** A labelled group of menu items; the label hides when the sidebar is collapsed to icons. */
export function SidebarGroup({
  label,
  children,
  className,
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={id}
      className={cn('relative flex w-full min-w-0 flex-col p-2', className)}
    >
      <div
        id={id}
        className="flex h-8 shrink-0 items-center rounded-md px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase transition-[margin,opacity] duration-200 ease-linear group-data-[collapsible=icon]:-mt-8 group-data-[collapsible=icon]:opacity-0"
      >
        {label}
      </div>
      {children}
    </div>
  );
}

export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return <ul className={cn('flex w-full min-w-0 flex-col gap-1', className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<'li'>) {
  return <li className={cn('group/menu-item relative', className)} {...props} />;
}

const menuButtonClass =
  'peer/menu-button flex h-8 w-full items-center gap-2 overflow-hidden rounded-md p-2 text-left text-sm text-sidebar-foreground outline-none transition-[width,height,padding] hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring data-[active=true]:bg-sidebar-accent data-[active=true]:font-semibold data-[active=true]:text-sidebar-accent-foreground group-has-data-[sidebar=menu-action]/menu-item:pr-8 group-data-[collapsible=icon]:size-8! group-data-[collapsible=icon]:p-2! [&>span:last-child]:truncate [&>svg]:size-4 [&>svg]:shrink-0';

// The collapsed sidebar's tooltips (Radix Tooltip and its positioning library) load the first time the sidebar
// collapses to icons, the only time they show (`iconTooltips`).
const SidebarTooltip = lazy(() =>
  import('./sidebar-tooltip.tsx').then((module) => ({ default: module.SidebarTooltip })),
);

type MenuButtonProps = ComponentProps<'button'> & { asChild?: boolean; isActive?: boolean; tooltip?: string };

/** A menu entry; collapsed to icons it shows its name in a tooltip instead. */
export function SidebarMenuButton({
  asChild,
  isActive = false,
  tooltip,
  className,
  ...props
}: MenuButtonProps) {
  const { isMobile, state, iconTooltips } = useSidebar();
  const Component = asChild ? Slot.Root : 'button';
  const button = <Component data-active={isActive} className={cn(menuButtonClass, className)} {...props} />;
  if (!tooltip || !iconTooltips) return button;
  return (
    <Suspense fallback={button}>
      <SidebarTooltip label={tooltip} shown={state === 'collapsed' && !isMobile}>
        {button}
      </SidebarTooltip>
    </Suspense>
  );
}

/** A small button on the right of a menu entry (expand a data source). Hidden in icon mode. */
export function SidebarMenuAction({ className, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      data-sidebar="menu-action"
      className={cn(
        'absolute top-1 right-1 flex aspect-square w-6 items-center justify-center rounded-md text-sidebar-foreground outline-none hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring group-data-[collapsible=icon]:hidden [&>svg]:size-4 [&>svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarMenuBadge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'pointer-events-none absolute top-1.5 right-1 flex h-5 min-w-5 items-center justify-center rounded-md px-1 text-xs font-semibold tabular-nums select-none group-data-[collapsible=icon]:hidden',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarMenuSub({ className, ...props }: ComponentProps<'ul'>) {
  return (
    <ul
      className={cn(
        'mx-3.5 flex min-w-0 translate-x-px flex-col gap-1 border-l border-sidebar-border px-2.5 py-0.5 group-data-[collapsible=icon]:hidden',
        className,
      )}
      {...props}
    />
  );
}
