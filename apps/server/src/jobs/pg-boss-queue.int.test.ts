import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSchedules } from '../db/schema/index.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { openTestDatabase, recordingLogger } from '../test/test-database.ts';
import type { Database } from '../db/client.ts';
import type { JobPayloads, JobQueue } from './job-queue.ts';
import { startJobQueue } from './pg-boss-queue.ts';

const kinds = await testDatabaseKinds();

/** Resolves when `check` holds, polling; fails the test after `ms`. */
async function eventually(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(kinds)('job queue on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  let queue: JobQueue;
  const log = recordingLogger();

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(kind));
    queue = await startJobQueue({ database, log, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 });
  });
  afterAll(async () => {
    await queue.stop();
    await database.close();
    await drop();
  });

  it('runs a sent job with its payload', async () => {
    const seen: JobPayloads['analyze-item'][] = [];
    await queue.work('analyze-item', (payload) => {
      seen.push(payload);
      return Promise.resolve();
    });
    await queue.send('analyze-item', { orgId: 'org_a', itemId: 'item-1' });
    await eventually(() => seen.length === 1);
    expect(seen).toEqual([{ orgId: 'org_a', itemId: 'item-1' }]);
  });

  it('retries a failing job with backoff, then reports the final failure once', async () => {
    let tries = 0;
    const finals: { payload: JobPayloads['transcribe-recording']; message: string }[] = [];
    await queue.work(
      'transcribe-recording',
      () => {
        tries += 1;
        return Promise.reject(new Error(`engine down (try ${tries})`));
      },
      {
        onFinalFailure: (payload, error) => {
          finals.push({ payload, message: error.message });
          return Promise.resolve();
        },
      },
    );
    await queue.send('transcribe-recording', { orgId: 'org_a', itemId: 'rec-1' });
    await eventually(() => finals.length === 1, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // no spare try runs after the final failure
    expect(tries).toBe(3);
    expect(finals).toEqual([
      { payload: { orgId: 'org_a', itemId: 'rec-1' }, message: 'engine down (try 3)' },
    ]);
  });

  it('enqueues inside a transaction: a rollback leaves no job, a commit does (no deadlock on PGlite)', async () => {
    const seen: string[] = [];
    await queue.work('sync-mailbox', ({ connectionId }) => {
      seen.push(connectionId);
      return Promise.resolve();
    });
    await database.db
      .transaction(async (tx) => {
        await queue.send('sync-mailbox', { orgId: 'org_a', connectionId: 'rolled-back' }, { within: tx });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await queue.sendMany('sync-mailbox', [{ orgId: 'org_a', connectionId: 'committed' }], { within: tx });
    });
    await eventually(() => seen.includes('committed'));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(seen).toEqual(['committed']);
  });

  it('works a queue in batches: a failed job retries on its own, the rest complete once', async () => {
    const batchSizes: number[] = [];
    const seen: string[] = [];
    await queue.workBatches(
      'sync-source',
      (batch) => {
        batchSizes.push(batch.jobs.length);
        const failures = new Map<string, Error>();
        for (const job of batch.jobs) {
          const id = job.payload.connectionId;
          // The job 'flaky' fails the first time it is seen.
          if (id === 'flaky' && !seen.includes(id)) failures.set(job.id, new Error('flaky'));
          seen.push(id);
        }
        return Promise.resolve(failures);
      },
      { batchSize: 3 },
    );
    const ids = ['s1', 's2', 'flaky', 's3', 's4', 's5', 's6'];
    await queue.sendMany(
      'sync-source',
      ids.map((connectionId) => ({ orgId: 'org_a', connectionId })),
    );
    await eventually(() => seen.filter((id) => id === 'flaky').length === 2, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(Math.max(...batchSizes)).toBe(3);
    expect(seen.toSorted()).toEqual([...ids, 'flaky'].toSorted());
    const states: unknown = await database.db.execute(
      sql`select state, count(*)::int as n from pgboss.job where name = 'sync-source' group by state`,
    );
    expect((states as { rows: unknown[] }).rows).toEqual([{ state: 'completed', n: ids.length }]);
  });

  it('stores one schedule per queue and key, replaces it, and removes it', async () => {
    await queue.schedule('sync-mailbox', '*/5 * * * *', { orgId: 'org_a', connectionId: 'c1' }, 'c1');
    await queue.schedule('sync-mailbox', '*/10 * * * *', { orgId: 'org_a', connectionId: 'c1' }, 'c1');
    await queue.schedule('sync-mailbox', '*/5 * * * *', { orgId: 'org_a', connectionId: 'c2' }, 'c2');
    const rows = await database.db.select().from(jobSchedules).orderBy(jobSchedules.key);
    expect(rows.map((r) => [r.key, r.cron])).toEqual([
      ['c1', '*/10 * * * *'],
      ['c2', '*/5 * * * *'],
    ]);
    await queue.unschedule('sync-mailbox', 'c1');
    const left = await database.db.select({ key: jobSchedules.key }).from(jobSchedules);
    expect(left).toEqual([{ key: 'c2' }]);
    await expect(
      queue.schedule('sync-mailbox', 'not a cron', { orgId: 'o', connectionId: 'x' }, 'x'),
    ).rejects.toThrow();
  });
});
