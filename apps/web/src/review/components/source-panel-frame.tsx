import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { PlainMessageKey } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { useT } from '@/lib/i18n/index.ts';

export type SourceStatus = 'active' | 'inactive' | 'setup-required';

const STATUS_LABEL = {
  active: 'settings.statusActive',
  inactive: 'settings.statusInactive',
  'setup-required': 'settings.statusSetupRequired',
} as const satisfies Record<SourceStatus, PlainMessageKey>;

const STATUS_VARIANT = { active: 'success', inactive: 'secondary', 'setup-required': 'warning' } as const;

/**
 * One data source in Settings (SPEC §2.4): name, status, two counts, then its add form. `note` says in words how
 * the source is receiving (by upload, through a mailbox, which engine transcribes): the status alone can mislead.
 */
export function SourcePanelFrame({
  icon: Icon,
  name,
  status,
  counts,
  note,
  children,
}: {
  icon: LucideIcon;
  name: string;
  status: SourceStatus;
  counts?: readonly string[];
  note?: string;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <li className="flex items-start gap-3 rounded-lg border bg-background p-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium">{name}</span>
          <Badge variant={STATUS_VARIANT[status]} data-status={status}>
            {t(STATUS_LABEL[status])}
          </Badge>
          {counts?.map((count) => (
            <span key={count} className="text-xs text-muted-foreground tabular-nums">
              {count}
            </span>
          ))}
        </div>
        {note ? (
          <p className="mt-1 text-xs text-muted-foreground" data-testid="source-note">
            {note}
          </p>
        ) : null}
        {children ? <div className="mt-3 space-y-4">{children}</div> : null}
      </div>
    </li>
  );
}
