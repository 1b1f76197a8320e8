import type { ReactNode } from 'react';
import { ExternalLink as ExternalIcon, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/index.ts';

/** Screen readers hear that the link leaves the product in a new tab. */
function NewTabNote() {
  const t = useT();
  return <span className="sr-only"> {t('link.newTab')}</span>;
}

/** An inline link to a page outside the product (new tab, no opener), with the external-link icon. */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex items-center gap-1 rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      {children}
      <ExternalIcon aria-hidden="true" className="size-3.5 shrink-0" />
      <NewTabNote />
    </a>
  );
}

/** A Quick Actions button that opens a page outside the product (View on Instagram, View Video, …). */
export function ExternalLinkButton({
  href,
  icon: Icon = ExternalIcon,
  children,
}: {
  href: string;
  icon?: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Button asChild variant="outline" className="w-full">
      <a href={href} target="_blank" rel="noopener noreferrer">
        <Icon aria-hidden="true" />
        {children}
        <NewTabNote />
      </a>
    </Button>
  );
}
