import { CircleAlert, CircleCheck, LoaderCircle, ShieldCheck } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/index.ts';
import { hasAnyFlag } from '../lib/item-view.ts';
import type { ItemView } from '../source-descriptor.ts';

/** SPEC §2.7: 'Processing', 'AI Processed' (flags found) or 'No flags found'; a failed analysis says so. */
export function AiStatusLine({
  view,
  className,
}: {
  view: Pick<ItemView, 'aiStatus' | 'flags' | 'aiError'>;
  className?: string;
}) {
  const t = useT();
  const base = cn('flex items-center gap-1.5 text-xs', className);
  switch (view.aiStatus) {
    case 'pending':
    case 'processing':
      return (
        <p className={cn(base, 'text-warning')}>
          <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
          {t('item.aiProcessing')}
        </p>
      );
    case 'failed':
      return (
        <p className={cn(base, 'text-destructive')} title={view.aiError ?? undefined}>
          <CircleAlert aria-hidden="true" className="size-3.5" />
          {t('item.aiFailed')}
        </p>
      );
    case 'processed':
      return hasAnyFlag(view) ? (
        <p className={cn(base, 'text-primary')}>
          <CircleCheck aria-hidden="true" className="size-3.5" />
          {t('item.aiProcessed')}
        </p>
      ) : (
        <p className={cn(base, 'text-success')}>
          <ShieldCheck aria-hidden="true" className="size-3.5" />
          {t('item.aiNoFlags')}
        </p>
      );
  }
}
