import type { ReactNode } from 'react';
import { Collapsible } from 'radix-ui';
import { ChevronDown, type LucideIcon } from 'lucide-react';

/** A titled panel that opens and closes (SPEC §4.5: the invite and pending panels start collapsed). */
export function CollapsiblePanel({
  icon: Icon,
  title,
  description,
  open,
  onOpenChange,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Collapsible.Root open={open} onOpenChange={onOpenChange} className="min-w-0 rounded-lg border">
      <Collapsible.Trigger className="group flex w-full items-center gap-3 rounded-lg px-4 py-3 text-left outline-none hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
        <span className="min-w-0">
          <span className="block text-sm font-semibold">{title}</span>
          <span className="block text-xs text-muted-foreground">{description}</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="ml-auto size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="border-t px-4 py-4">{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
