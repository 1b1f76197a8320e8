import { AlarmClock, CircleCheck, CircleDashed, FolderKanban, Loader, type LucideIcon } from 'lucide-react';
import type { CaseCounts, CaseStatus, PlainMessageKey } from '@vigila/domain';
import { cn } from '@/lib/cn.ts';
import { useNumberFormat } from '@/lib/format-number.ts';
import { useT } from '@/lib/i18n/index.ts';
import { CASE_STATUS_LABEL } from '@/review/lib/labels.ts';
import type { CaseFilterPatch, CaseListFilters } from '../lib/case-filters.ts';

interface CountCard {
  key: keyof CaseCounts;
  label: PlainMessageKey;
  icon: LucideIcon;
  accent: string;
  /** What pressing the card selects. */
  patch: (filters: CaseListFilters) => CaseFilterPatch;
  active: (filters: CaseListFilters) => boolean;
}

const statusCard = (status: CaseStatus, icon: LucideIcon, accent: string): CountCard => ({
  key: status,
  label: CASE_STATUS_LABEL[status],
  icon,
  accent,
  patch: () => ({ status }),
  active: (filters) => filters.status === status,
});

/** Total Cases, Open, In Progress, Closed (SPEC §2.9), and Overdue: the regulatory clock's filter. */
const CARDS: readonly CountCard[] = [
  {
    key: 'total',
    label: 'cases.totalCases',
    icon: FolderKanban,
    accent: 'text-foreground',
    patch: () => ({ status: undefined }),
    active: (filters) => filters.status === undefined,
  },
  statusCard('new', CircleDashed, 'text-primary'),
  statusCard('progress', Loader, 'text-warning'),
  statusCard('completed', CircleCheck, 'text-success'),
  {
    key: 'overdue',
    label: 'cases.overdue',
    icon: AlarmClock,
    accent: 'text-destructive',
    patch: (filters) => ({ overdue: !filters.overdue }),
    active: (filters) => filters.overdue,
  },
];

export function CaseCountCards({
  counts,
  filters,
  onChange,
}: {
  counts: CaseCounts | undefined;
  filters: CaseListFilters;
  onChange: (patch: CaseFilterPatch) => void;
}) {
  const t = useT();
  const number = useNumberFormat();
  return (
    <div
      role="group"
      aria-label={t('cases.counts')}
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5"
    >
      {CARDS.map((card) => {
        const Icon = card.icon;
        const active = card.active(filters);
        const value = counts?.[card.key];
        return (
          <button
            key={card.key}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(card.patch(filters))}
            className={cn(
              'flex min-w-0 flex-col items-start gap-1 rounded-lg border bg-card px-3 py-2 text-left shadow-xs transition-colors outline-none hover:bg-accent/60 focus-visible:ring-2 focus-visible:ring-ring',
              active && 'border-primary bg-primary/10 ring-1 ring-primary',
              card.key === 'overdue' &&
                value !== undefined &&
                value > 0 &&
                !active &&
                'border-destructive/40',
            )}
          >
            <span className="flex w-full items-center gap-1.5 text-xs font-medium text-muted-foreground">
              <Icon aria-hidden="true" className={cn('size-3.5 shrink-0', card.accent)} />
              <span className="truncate">{t(card.label)}</span>
            </span>
            <span className="text-xl font-semibold tabular-nums" data-testid={`case-count-${card.key}`}>
              {value === undefined ? '–' : number.format(value)}
            </span>
          </button>
        );
      })}
    </div>
  );
}
