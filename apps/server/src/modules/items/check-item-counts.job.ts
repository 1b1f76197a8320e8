import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { reconcileItemCounts } from './item-counts-check.repository.ts';

const NIGHTLY = 'nightly';
/** 03:17 server time: away from the hour, when the syncs and the retraining sweep start. */
const CHECK_CRON = '17 3 * * *';

/**
 * The counters the tiles, badge and totals read are kept by triggers in the same transaction as every change, so
 * they cannot fall behind; the check is for what triggers cannot see (a restore of `items` alone, a hand edit).
 * Drift is logged as a warning, with its size, and corrected.
 */
export async function registerCheckItemCountsWorker(deps: {
  db: Db;
  jobs: JobQueue;
  log: { warn: (data: object, message: string) => void };
}): Promise<void> {
  await deps.jobs.work(
    'check-item-counts',
    async () => {
      const drift = await reconcileItemCounts(deps.db);
      if (drift.counters > 0) deps.log.warn(drift, 'Item counters drifted from the items and were corrected');
    },
    { concurrency: 1 },
  );
  await deps.jobs.schedule('check-item-counts', CHECK_CRON, { sweep: NIGHTLY }, NIGHTLY);
}
