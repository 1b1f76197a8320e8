import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { flagsForSource, type Source } from '@vigila/domain';
import { cn } from '@/lib/cn.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import type { ItemView } from '../source-descriptor.ts';
import { AiStatusLine } from './ai-status-line.tsx';
import { FlagBadges } from './flag-badges.tsx';
import { StatusButtons } from './status-buttons.tsx';

/**
 * The heading link of a list row. Its `after:` layer covers the whole card, so a click anywhere on the row opens
 * the detail while the status buttons (raised above it) stay clickable. `clamp` lets a long title wrap to two
 * lines (literature) instead of being cut to one.
 */
export function ItemRowLink({
  to,
  clamp = false,
  children,
}: {
  to: string;
  clamp?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'min-w-0 font-medium outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-ring',
        clamp ? 'line-clamp-2' : 'truncate',
      )}
    >
      {children}
    </Link>
  );
}

/** When the item was written (e-mail sent, comment posted), at the right end of the row's heading line. */
export function ItemRowTime({ value }: { value: string }) {
  const language = usePreferences((state) => state.language);
  return (
    <time dateTime={value} className="ml-auto shrink-0 text-xs text-muted-foreground tabular-nums">
      {formatDateTime(value, language)}
    </time>
  );
}

/**
 * One item in a source's list: the source's own heading and text (`children`), then the same footer for every
 * source — optional extras (engagement counts), the flag badges, the AI status line — and the Non-relevant /
 * Needs Review buttons beside it.
 */
export function ItemRow({
  source,
  view,
  extras,
  children,
}: {
  source: Source;
  view: ItemView;
  extras?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="group relative flex flex-col gap-2 rounded-lg border bg-card p-4 shadow-xs transition-colors hover:border-primary/50 sm:flex-row sm:items-start sm:gap-4">
      <div className="min-w-0 flex-1">
        {children}
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {extras}
          <FlagBadges flags={flagsForSource(source)} values={view.flags} />
          <AiStatusLine view={view} />
        </div>
      </div>
      <StatusButtons
        source={source}
        id={view.id}
        status={view.status}
        className="relative z-10 sm:flex-col"
      />
    </div>
  );
}
