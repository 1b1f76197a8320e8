import {
  MONITORED_SOURCES,
  type ConnectorStatus,
  type MonitoredSource,
  type MonitoredSourceEntry,
  type PanelStatus,
  type SyncSchedule,
  type SyncSummary,
} from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { adapterOf } from './adapters/registry.ts';
import { presentMonitoredSource } from './monitored-source.presenter.ts';
import { findSourceById, listSourcesWithCounts, updateSource } from './monitored-sources.repository.ts';
import type { SourcesDeps } from './sources.deps.ts';
import { applySyncSchedule, nextSyncAt } from './sync-schedule.ts';
import { syncMonitoredSource } from './sync-source.service.ts';

type ConnectorStatuses = Record<MonitoredSource, ConnectorStatus>;

/**
 * GET /sources: the organisation's sources with their counts, and each panel's status (SPEC §2.4):
 * setup-required while the server lacks the connector's credential, active with at least one source, else inactive.
 */
export async function listMonitoredSources(
  deps: SourcesDeps,
  caller: Caller,
  { source }: { source?: MonitoredSource | undefined },
): Promise<{ data: MonitoredSourceEntry[]; connectors: ConnectorStatuses }> {
  const rows = await listSourcesWithCounts(deps.db, caller.orgId, source ? { source } : {});
  const all = source ? await listSourcesWithCounts(deps.db, caller.orgId) : rows;
  const statusOf = (kind: MonitoredSource): ConnectorStatus => {
    const adapter = adapterOf(kind);
    const missing = adapter.missingCredential(deps.connectors, []);
    const status: PanelStatus = missing
      ? 'setup-required'
      : all.some((row) => row.source === kind)
        ? 'active'
        : 'inactive';
    const databases = adapter.missingByDatabase?.(deps.connectors);
    return databases ? { status, missing, databases } : { status, missing };
  };
  const connectors = Object.fromEntries(MONITORED_SOURCES.map((kind) => [kind, statusOf(kind)]));
  return { data: rows.map(presentMonitoredSource), connectors: connectors as ConnectorStatuses };
}

async function entryOf(deps: SourcesDeps, caller: Caller, id: string): Promise<MonitoredSourceEntry> {
  const [row] = await listSourcesWithCounts(deps.db, caller.orgId, { id });
  if (!row) throw AppError.of('source_not_found');
  return presentMonitoredSource(row);
}

/** PATCH /sources/{id}: daily, weekly or off; the job schedule follows once the change has committed. */
export async function changeSyncSchedule(
  deps: SourcesDeps,
  caller: Caller,
  { id, schedule }: { id: string; schedule: SyncSchedule },
): Promise<MonitoredSourceEntry> {
  const updated = await deps.db.transaction(async (tx) => {
    const source = await findSourceById(tx, caller.orgId, id);
    if (!source) throw AppError.of('source_not_found');
    const row = await updateSource(tx, caller.orgId, id, {
      schedule,
      nextSyncAt: nextSyncAt(deps, schedule, deps.now()),
    });
    await recordAuditEvent(tx, {
      type: 'source.schedule_changed',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: { sourceId: id, source: source.source, key: source.key, from: source.schedule, to: schedule },
    });
    return row ?? source;
  });
  await applySyncSchedule(deps, updated);
  return entryOf(deps, caller, id);
}

/** POST /sources/{id}/sync: a sync now, answered when it has run. */
export async function syncSourceNow(
  deps: SourcesDeps,
  caller: Caller,
  { id }: { id: string },
): Promise<SyncSummary> {
  const source = await findSourceById(deps.db, caller.orgId, id);
  if (!source) throw AppError.of('source_not_found');
  return syncMonitoredSource(deps, source, { actorUserId: caller.userId });
}
