import type { MonitoredSourceEntry } from '@vigila/domain';
import type { SourceRowWithCounts } from './monitored-sources.repository.ts';

/** A monitored source as GET /sources shows it (MonitoredSourceEntry); nothing else of the row leaves. */
export function presentMonitoredSource(row: SourceRowWithCounts): MonitoredSourceEntry {
  return {
    id: row.id,
    source: row.source,
    key: row.key,
    label: row.label,
    databases: row.source === 'literature' ? row.databases : [],
    schedule: row.schedule,
    next_sync_at: row.nextSyncAt?.toISOString() ?? null,
    last_sync: row.lastSync ?? null,
    item_count: row.itemCount,
    pending_count: row.pendingCount,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
  };
}
