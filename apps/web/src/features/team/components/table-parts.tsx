import type { ComponentProps } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';

/**
 * A table that scrolls sideways on narrow screens instead of squeezing its columns. The box is positioned so the
 * table's absolutely placed screen-reader labels stay inside it rather than widening the page on a phone.
 */
export function TeamTable({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="relative overflow-x-auto rounded-lg border">
      <table className={cn('w-full min-w-[36rem] text-left text-sm', className)} {...props} />
    </div>
  );
}

export function HeaderCell({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn('border-b bg-muted/40 px-3 py-2 text-xs font-medium text-muted-foreground', className)}
      {...props}
    />
  );
}

export function Cell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('border-b px-3 py-2 align-middle', className)} {...props} />;
}

/** Placeholder rows while a list loads (SPEC §9: 3 member rows, 2 invitation rows). */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <tr key={row} data-testid="skeleton-row">
      {Array.from({ length: columns }, (_, column) => (
        <Cell key={column}>
          <Skeleton className="h-4 w-full max-w-40" />
        </Cell>
      ))}
    </tr>
  ));
}

/** A single full-width row carrying a message (error, empty list). */
export function MessageRow({
  columns,
  tone = 'muted',
  children,
}: {
  columns: number;
  tone?: 'muted' | 'error';
  children: string;
}) {
  return (
    <tr>
      <Cell
        colSpan={columns}
        role={tone === 'error' ? 'alert' : undefined}
        className={cn('py-6 text-center', tone === 'error' ? 'text-destructive' : 'text-muted-foreground')}
      >
        {children}
      </Cell>
    </tr>
  );
}
