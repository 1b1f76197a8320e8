import type { MonitoredSourceEntry } from '@vigila/domain';
import { formatDateTime } from '@/lib/format-date.ts';
import { useT } from '@/lib/i18n/index.ts';
import { usePreferences } from '@/lib/preferences-store.ts';

/** When the entry was last synced and what came of it; a partial sync lists what could not be read. */
export function LastSyncLine({ entry }: { entry: MonitoredSourceEntry }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const sync = entry.last_sync;
  const next =
    entry.schedule !== 'off' && entry.next_sync_at
      ? t('monitoring.nextSync', { date: formatDateTime(entry.next_sync_at, language) })
      : null;
  if (!sync) {
    return (
      <p className="text-xs text-muted-foreground">
        {[t('monitoring.neverSynced'), next].filter(Boolean).join(' · ')}
      </p>
    );
  }
  const when = t('monitoring.lastSync', { date: formatDateTime(sync.finished_at, language) });
  return (
    <div className="text-xs text-muted-foreground">
      <p>
        {when} ·{' '}
        {sync.outcome === 'failed' ? (
          <span className="text-destructive">
            {t('monitoring.resultError', { error: sync.error ?? t('monitoring.syncFailed') })}
          </span>
        ) : (
          t('monitoring.resultAdded', { added: sync.added, existing: sync.existing })
        )}
        {sync.warnings.length > 0 ? (
          <span className="text-warning">
            {' · '}
            {t('monitoring.resultWarnings', { count: sync.warnings.length })}
          </span>
        ) : null}
        {next ? ` · ${next}` : null}
      </p>
      {sync.warnings.length > 0 ? (
        <ul className="mt-1 list-disc space-y-0.5 pl-4 text-warning">
          {sync.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
