import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { MonitoredSourceEntry } from '@vigila/domain';
import { SourcePanelFrame } from '@/review/components/source-panel-frame.tsx';
import { useT } from '@/lib/i18n/index.ts';
import type { MonitoredSourceState } from '../hooks/use-monitored-source-state.ts';
import { MonitoredEntryRow } from './monitored-entry-row.tsx';

/**
 * Settings panel of a monitored source (SPEC §2.4, §2.6): the connector's status (and what it lacks), the two
 * counts, the add form, then the monitored entries.
 */
export function MonitoredSourcePanel({
  icon,
  name,
  state,
  form,
  entryTitle,
}: {
  icon: LucideIcon;
  name: string;
  state: MonitoredSourceState;
  form: ReactNode;
  /** Replaces an entry's link, e.g. the Amazon product name editor. */
  entryTitle?: (entry: MonitoredSourceEntry) => ReactNode;
}) {
  const t = useT();
  return (
    <SourcePanelFrame icon={icon} name={name} status={state.status} counts={state.countLabels}>
      {state.missing ? (
        <p className="text-xs text-warning">{t('monitoring.setupMissing', { missing: state.missing })}</p>
      ) : null}
      {form}
      <section aria-label={t('monitoring.monitored')}>
        <h4 className="mb-1 text-xs font-semibold text-muted-foreground">{t('monitoring.monitored')}</h4>
        {state.loadFailed ? (
          <p role="alert" className="text-xs text-destructive">
            {t('monitoring.loadFailed')}
          </p>
        ) : null}
        {state.entries?.length === 0 ? (
          <p className="text-xs text-muted-foreground">{t('monitoring.none')}</p>
        ) : null}
        <ul className="divide-y">
          {state.entries?.map((entry) => (
            <MonitoredEntryRow key={entry.id} entry={entry} title={entryTitle?.(entry)} />
          ))}
        </ul>
      </section>
    </SourcePanelFrame>
  );
}
