import type { SyncSchedule } from '@vigila/domain';
import cronParser from 'cron-parser';
import type { SourcesDeps } from './sources.deps.ts';
import type { SourceRow } from './monitored-sources.repository.ts';

/** When the source's schedule next fires after `now`; null when it is off. */
export function nextSyncAt(
  deps: Pick<SourcesDeps, 'syncCron'>,
  schedule: SyncSchedule,
  now: Date,
): Date | null {
  if (schedule === 'off') return null;
  return cronParser.parseExpression(deps.syncCron[schedule], { currentDate: now }).next().toDate();
}

/**
 * Registers (or removes) the source's 'sync-source' schedule. Called after the transaction that changed the source
 * has committed: the schedule table is written outside it (on PGlite's single connection a write from outside a
 * transaction in progress would wait for it forever).
 */
export async function applySyncSchedule(
  deps: Pick<SourcesDeps, 'jobs' | 'syncCron'>,
  source: Pick<SourceRow, 'id' | 'orgId' | 'schedule'>,
): Promise<void> {
  if (source.schedule === 'off') {
    await deps.jobs.unschedule('sync-source', source.id);
    return;
  }
  const payload = { orgId: source.orgId, connectionId: source.id };
  await deps.jobs.schedule('sync-source', deps.syncCron[source.schedule], payload, source.id);
}
