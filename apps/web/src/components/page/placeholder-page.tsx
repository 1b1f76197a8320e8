import type { LucideIcon } from 'lucide-react';
import { PageHeader } from './page-header.tsx';

/**
 * A page whose feature arrives with a later issue: its heading and one sentence on what will be there.
 * Nothing else, so nobody mistakes it for real data.
 */
export function PlaceholderPage({
  title,
  body,
  icon: Icon,
}: {
  title: string;
  body: string;
  icon: LucideIcon;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader title={title} />
      <div className="flex min-h-64 flex-col items-center justify-center gap-4 rounded-xl border border-dashed bg-card/40 p-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <p className="max-w-md text-sm text-muted-foreground">{body}</p>
      </div>
    </div>
  );
}
