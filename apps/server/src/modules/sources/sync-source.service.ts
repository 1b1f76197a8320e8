import type { LiteratureDatabase, SyncSummary } from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import { ingestItems } from '../items/index.ts';
import type { DbTransaction } from '../../db/transaction.ts';
import { adapterOf } from './adapters/registry.ts';
import { fetchSourceRecords, type FetchOutcome } from './fetch-source-records.ts';
import { findSourceById, updateSource, type SourceRow } from './monitored-sources.repository.ts';
import { appendSearchTerm } from './source-items.repository.ts';
import type { SourcesDeps } from './sources.deps.ts';
import { nextSyncAt } from './sync-schedule.ts';

export interface SyncOptions {
  /** Who asked (null: the schedule). */
  actorUserId: string | null;
  /** Literature: search only these databases (an add call searches the one it names); default all of the source's. */
  databases?: LiteratureDatabase[];
}

const ref = (source: SourceRow) => ({ sourceId: source.id, source: source.source, key: source.key });

/**
 * Stores what a fetch read, in the given transaction: the new items (queued for analysis by ingestItems), the key
 * on shared items another key found first (literature), the label the adapter reads (Amazon), the summary on the source and an audit event. A failed fetch stores
 * only its summary: nothing is half-imported.
 */
export async function storeSyncOutcome(
  tx: DbTransaction,
  deps: SourcesDeps,
  source: SourceRow,
  outcome: FetchOutcome,
  actorUserId: string | null,
): Promise<SyncSummary> {
  const now = deps.now();
  const next = nextSyncAt(deps, source.schedule, now);
  if (!outcome.ok) {
    const summary: SyncSummary = {
      ...{ outcome: 'failed', fetched: 0, added: 0, existing: 0, warnings: [] },
      ...{ error: outcome.failure.message, finished_at: now.toISOString() },
    };
    await updateSource(tx, source.orgId, source.id, { lastSync: summary, nextSyncAt: next });
    await recordAuditEvent(tx, {
      type: 'source.sync_failed',
      orgId: source.orgId,
      actorUserId,
      data: { ...ref(source), error: outcome.failure.message },
    });
    return summary;
  }
  const { fetched } = outcome;
  const adapter = adapterOf(source.source);
  const { label, records } = adapter.labelled?.(source.label, fetched) ?? {
    label: source.label,
    records: fetched.records,
  };
  const results = await ingestItems(
    tx,
    deps.jobs,
    records.map((record) => ({ ...record, orgId: source.orgId })),
    { actorUserId },
  );
  if (adapter.sharedItems) {
    const found = records.map((record) => record.externalId);
    await appendSearchTerm(tx, source.orgId, found, source.key);
  }
  const added = results.filter((result) => result.created).length;
  const summary: SyncSummary = {
    outcome: fetched.warnings.length > 0 ? 'partial' : 'ok',
    ...{ fetched: fetched.fetched, added, existing: results.length - added, warnings: fetched.warnings },
    ...{ error: null, finished_at: now.toISOString() },
  };
  await updateSource(tx, source.orgId, source.id, { lastSync: summary, nextSyncAt: next, label });
  await recordAuditEvent(tx, {
    type: 'source.synced',
    orgId: source.orgId,
    actorUserId,
    data: {
      ...ref(source),
      outcome: summary.outcome === 'ok' ? 'ok' : 'partial',
      fetched: summary.fetched,
      added,
    },
  });
  return summary;
}

/** Reads the source from its service, then stores the outcome in one transaction. */
export async function syncMonitoredSource(
  deps: SourcesDeps,
  source: SourceRow,
  options: SyncOptions,
): Promise<SyncSummary> {
  const target = { source: source.source, key: source.key, databases: options.databases ?? source.databases };
  const outcome = await fetchSourceRecords(deps.connectors, target, deps.now());
  return deps.db.transaction((tx) => storeSyncOutcome(tx, deps, source, outcome, options.actorUserId));
}

/** The sync-source job (no caller: the schedule acts): a source removed since the job was queued is skipped. */
export async function syncScheduledSource(
  deps: SourcesDeps,
  { orgId, sourceId }: { orgId: string; sourceId: string },
): Promise<void> {
  const source = await findSourceById(deps.db, orgId, sourceId);
  if (!source) return;
  await syncMonitoredSource(deps, source, { actorUserId: null });
}
