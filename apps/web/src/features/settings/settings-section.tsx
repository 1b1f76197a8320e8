import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion.tsx';

/** One accordion section of the settings page: icon, title, one line, and its content. */
export function SettingsSection({
  value,
  icon: Icon,
  title,
  description,
  badge,
  children,
}: {
  value: string;
  icon: LucideIcon;
  title: string;
  description: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <AccordionItem value={value}>
      <AccordionTrigger>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span className="min-w-0">
          <span className="block font-semibold">{title}</span>
          <span className="block text-sm font-normal text-muted-foreground">{description}</span>
        </span>
        {badge ? <span className="ml-2 hidden sm:inline-flex">{badge}</span> : null}
      </AccordionTrigger>
      <AccordionContent>{children}</AccordionContent>
    </AccordionItem>
  );
}
