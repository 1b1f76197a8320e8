import {
  DEFAULT_SYNC_SCHEDULE,
  type LiteratureDatabase,
  type MonitoredSource,
  type SyncSummary,
} from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { DbTransaction } from '../../db/transaction.ts';
import type { Caller } from '../../http/caller.ts';
import { adapterOf } from './adapters/registry.ts';
import { fetchSourceRecords } from './fetch-source-records.ts';
import {
  addDatabase,
  findSourceByKey,
  insertSourceIfAbsent,
  type SourceRow,
} from './monitored-sources.repository.ts';
import { restoreItemsOfKey } from './source-items.repository.ts';
import type { SourcesDeps } from './sources.deps.ts';
import { applySyncSchedule, nextSyncAt } from './sync-schedule.ts';
import { storeSyncOutcome } from './sync-source.service.ts';

/**
 * A channel added again takes back the items its removal archived (decision 0035), before the sync: ingestion is
 * idempotent, so the sync adds only what is new and nothing is duplicated. Audited with the count when any came back.
 */
async function restoreArchivedItems(
  tx: DbTransaction,
  caller: Caller,
  ref: { sourceId: string; source: MonitoredSource; key: string },
): Promise<void> {
  const restoredItems = await restoreItemsOfKey(tx, caller.orgId, ref.source, ref.key);
  if (restoredItems === 0) return;
  await recordAuditEvent(tx, {
    type: 'source.items_restored',
    orgId: caller.orgId,
    actorUserId: caller.userId,
    data: { ...ref, restoredItems },
  });
}

export interface AddSourceRequest {
  source: MonitoredSource;
  /** Normalised and checked (adapters/source-adapter.ts#checkedKey). */
  key: string;
  /** Literature: the database this call searches (search-pubmed / search-ibecs). */
  database?: LiteratureDatabase;
}

/**
 * The add calls (SPEC §7.2: scrape-instagram, youtube/comments, amazon/load-reviews, search-pubmed, search-ibecs):
 * reads the source first, then saves it with what was read in one transaction, so a source is never saved with half
 * its items. A key the service does not know (a typo) saves nothing and answers 404; any other failure saves the
 * source with the failed sync, so it can be retried from Settings, and the route answers 502 with the reason.
 * Adding a key again syncs it again: ingestion is idempotent, nothing is added twice.
 */
export async function addMonitoredSource(
  deps: SourcesDeps,
  caller: Caller,
  request: AddSourceRequest,
): Promise<{ source: SourceRow; summary: SyncSummary }> {
  const databases = request.database ? [request.database] : [];
  const missing = adapterOf(request.source).missingCredential(deps.connectors, databases);
  if (missing) throw new AppError('unavailable', missing);
  const existing = await findSourceByKey(deps.db, caller.orgId, request.source, request.key);
  const outcome = await fetchSourceRecords(
    deps.connectors,
    { source: request.source, key: request.key, databases },
    deps.now(),
  );
  if (!outcome.ok && outcome.failure.notFound && !existing) {
    throw new AppError('not_found', outcome.failure.message);
  }
  const schedule = DEFAULT_SYNC_SCHEDULE[request.source];
  const { row, created, summary } = await deps.db.transaction(async (tx) => {
    const saved = await insertSourceIfAbsent(tx, {
      ...{ orgId: caller.orgId, source: request.source, key: request.key, databases, schedule },
      ...{ nextSyncAt: nextSyncAt(deps, schedule, deps.now()), createdBy: caller.userId },
    });
    if (saved.created) {
      await recordAuditEvent(tx, {
        type: 'source.added',
        orgId: caller.orgId,
        actorUserId: caller.userId,
        data: { sourceId: saved.row.id, source: request.source, key: request.key, schedule },
      });
      await restoreArchivedItems(tx, caller, {
        sourceId: saved.row.id,
        source: request.source,
        key: request.key,
      });
    } else if (request.database) {
      await addDatabase(tx, caller.orgId, saved.row.id, request.database);
    }
    return { ...saved, summary: await storeSyncOutcome(tx, deps, saved.row, outcome, caller.userId) };
  });
  if (created) await applySyncSchedule(deps, row);
  return { source: row, summary };
}
