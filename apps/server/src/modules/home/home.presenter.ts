import type { HomeSourceHealth, MonitoredSource, SyncSummary } from '@vigila/domain';

interface SourceHealthRow {
  source: MonitoredSource;
  key: string;
  label: string | null;
  lastSync: SyncSummary | null;
  failures: number;
}

/** A monitored source on Home: its key and label, how its last sync ended, and how many syncs failed lately. */
export function presentSourceHealth(row: SourceHealthRow): HomeSourceHealth {
  return {
    source: row.source,
    key: row.key,
    label: row.label,
    last_sync_at: row.lastSync?.finished_at ?? null,
    last_outcome: row.lastSync?.outcome ?? null,
    last_error: row.lastSync?.error ?? null,
    failures: row.failures,
  };
}
