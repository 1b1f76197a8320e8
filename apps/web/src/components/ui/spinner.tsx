import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

/** A spinner with a text alternative: screen readers hear `label` as a status. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-muted-foreground', className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
