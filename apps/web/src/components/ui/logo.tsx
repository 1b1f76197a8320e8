import { PRODUCT_NAME } from '@vigila/domain';
import { cn } from '@/lib/cn.ts';

/** The Vigila mark: a shield with a pulse line. `animated` draws the pulse continuously (loading views). */
export function Logo({ className, animated = false }: { className?: string; animated?: boolean }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M16 5 7 8.5v6.8c0 5.6 3.8 10 9 11.7 5.2-1.7 9-6.1 9-11.7V8.5Z"
        fill="none"
        strokeWidth="2"
        strokeLinejoin="round"
        className="stroke-primary-foreground"
      />
      <path
        d="M9.5 16h3.5l1.8-3.8 2.6 7.4 1.8-3.6h3.3"
        fill="none"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary-foreground"
        style={
          animated ? { strokeDasharray: 24, animation: 'vigila-pulse-line 1.4s linear infinite' } : undefined
        }
      />
    </svg>
  );
}

export function Wordmark({ className }: { className?: string }) {
  return <span className={cn('font-semibold tracking-tight', className)}>{PRODUCT_NAME}</span>;
}
