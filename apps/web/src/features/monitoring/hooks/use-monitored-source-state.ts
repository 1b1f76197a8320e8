import type { LiteratureDatabase, MonitoredSource, MonitoredSourceEntry, PanelStatus } from '@vigila/domain';
import { useT } from '@/lib/i18n/index.ts';
import { useMonitoredSources } from '../api/get-monitored-sources.ts';

export interface MonitoredSourceState {
  status: PanelStatus;
  /** What the server lacks when setup-required, for people. */
  missing: string | null;
  /** Literature: why a database cannot be searched on this server (absent: it can, or not known yet). */
  unavailable: Partial<Record<LiteratureDatabase, string>>;
  entries: readonly MonitoredSourceEntry[] | undefined;
  /** The panel's two counts (SPEC §2.4): items imported and items pending review, over every entry. */
  countLabels: readonly string[];
  loadFailed: boolean;
}

const sum = (entries: readonly MonitoredSourceEntry[], field: 'item_count' | 'pending_count') =>
  entries.reduce((total, entry) => total + entry[field], 0);

/** One source's part of GET /sources: its connector's state, its entries and its counts. */
export function useMonitoredSourceState(source: MonitoredSource): MonitoredSourceState {
  const t = useT();
  const query = useMonitoredSources();
  const connector = query.data?.connectors[source];
  const entries = query.data?.data.filter((entry) => entry.source === source);
  return {
    status: connector?.status ?? 'inactive',
    missing: connector?.status === 'setup-required' ? connector.missing : null,
    unavailable: unavailableDatabases(connector?.databases),
    entries,
    countLabels: entries
      ? [
          t('sources.countTotal', { count: sum(entries, 'item_count') }),
          t('sources.countPending', { count: sum(entries, 'pending_count') }),
        ]
      : [t('sources.countsLoading')],
    loadFailed: query.isError,
  };
}

function unavailableDatabases(
  databases: Partial<Record<LiteratureDatabase, string | null>> | undefined,
): Partial<Record<LiteratureDatabase, string>> {
  const entries = Object.entries(databases ?? {}).filter(
    (entry): entry is [LiteratureDatabase, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}
