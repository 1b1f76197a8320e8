import {
  DEFAULT_SYNC_SCHEDULE,
  type LiteratureDatabase,
  type MonitoredSource,
  type SyncSummary,
} from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import { AppError } from '../../http/app-error.ts';
import { fetchSourceRecords, missingCredential } from './fetch-source-records.ts';
import {
  addDatabase,
  findSourceByKey,
  insertSourceIfAbsent,
  type SourceRow,
} from './monitored-sources.repository.ts';
import type { SourcesDeps } from './sources.deps.ts';
import type { SourceActor } from './sources.policy.ts';
import { applySyncSchedule, nextSyncAt } from './sync-schedule.ts';
import { storeSyncOutcome } from './sync-source.service.ts';

export interface AddSourceRequest {
  source: MonitoredSource;
  /** Normalised and validated by the caller. */
  key: string;
  /** Literature: the database this call searches (search-pubmed / search-ibecs). */
  database?: LiteratureDatabase;
}

/**
 * The add calls (SPEC §7.2: scrape-instagram, youtube/comments, amazon/load-reviews, search-pubmed, search-ibecs):
 * reads the source first, then saves it with what was read in one transaction, so a source is never saved with half
 * its items. A key the service does not know (a typo) saves nothing and answers 404; any other failure saves the
 * source with the failed sync, so it can be retried from Settings, and the caller answers 502 with the reason.
 * Adding a key again syncs it again: ingestion is idempotent, nothing is added twice.
 */
export async function addMonitoredSource(
  deps: SourcesDeps,
  actor: SourceActor,
  request: AddSourceRequest,
): Promise<{ source: SourceRow; summary: SyncSummary }> {
  const missing = missingCredential(deps.connectors, request.database ?? request.source);
  if (missing) throw new AppError('unavailable', missing);
  const databases = request.database ? [request.database] : [];
  const existing = await findSourceByKey(deps.db, actor.orgId, request.source, request.key);
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
      ...{ orgId: actor.orgId, source: request.source, key: request.key, databases, schedule },
      ...{ nextSyncAt: nextSyncAt(deps, schedule, deps.now()), createdBy: actor.userId },
    });
    if (saved.created) {
      await recordAuditEvent(tx, {
        type: 'source.added',
        orgId: actor.orgId,
        actorUserId: actor.userId,
        data: { sourceId: saved.row.id, source: request.source, key: request.key, schedule },
      });
    } else if (request.database) {
      await addDatabase(tx, actor.orgId, saved.row.id, request.database);
    }
    return { ...saved, summary: await storeSyncOutcome(tx, deps, saved.row, outcome, actor.userId) };
  });
  if (created) await applySyncSchedule(deps, row);
  return { source: row, summary };
}
