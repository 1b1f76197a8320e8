import { HOME_SYNC_FAILURE_DAYS, type HomeSourceHealth, type SyncOutcome } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { useDateTimeFormat, useNumberFormat } from '@/lib/format-number.ts';
import { useT } from '@/lib/i18n/index.ts';
import { SOURCE_LISTS } from '../lib/home-links.ts';

const OUTCOME_VARIANT: Record<SyncOutcome, 'success' | 'warning' | 'destructive'> = {
  ok: 'success',
  partial: 'warning',
  failed: 'destructive',
};

/** Each monitored source: its last sync, how it ended, and its failed syncs lately. */
export function SourceHealthList({ sources }: { sources: readonly HomeSourceHealth[] }) {
  const t = useT();
  const numbers = useNumberFormat();
  const dates = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="home-sources" className="space-y-3">
      <div>
        <h2 id="home-sources" className="text-lg font-semibold">
          {t('home.sources.title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('home.sources.description', { days: HOME_SYNC_FAILURE_DAYS })}
        </p>
      </div>
      {sources.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('home.sources.none')}</p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card" data-testid="home-sources">
          {sources.map((row) => (
            <li
              key={`${row.source}/${row.key}`}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm"
              data-outcome={row.last_outcome ?? 'never'}
            >
              <span className="min-w-48 font-medium">
                {t(SOURCE_LISTS[row.source].label)} · {row.label ?? row.key}
              </span>
              <span className="text-muted-foreground">
                {row.last_sync_at
                  ? t('home.sources.lastSync', { date: dates.format(new Date(row.last_sync_at)) })
                  : t('home.sources.never')}
              </span>
              {row.last_outcome ? (
                <Badge variant={OUTCOME_VARIANT[row.last_outcome]}>
                  {t(`home.sources.outcome.${row.last_outcome}`)}
                </Badge>
              ) : null}
              <span className={row.failures > 0 ? 'text-destructive' : 'text-muted-foreground'}>
                {row.failures > 0
                  ? t('home.sources.failures', { count: numbers.format(row.failures) })
                  : t('home.sources.noFailures')}
              </span>
              {row.last_outcome === 'failed' && row.last_error ? (
                <span className="basis-full text-xs text-muted-foreground">{row.last_error}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
