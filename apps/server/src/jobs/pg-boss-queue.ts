import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import {
  JOB_NAMES,
  type BatchWorkOptions,
  type JobBatch,
  type JobFailures,
  type JobName,
  type JobPayloads,
  type JobQueue,
  type SendOptions,
  type WorkOptions,
} from './job-queue.ts';
import {
  asError,
  completeJobs,
  startQueueWorker,
  type JobLogger,
  type QueueWorker,
  type QueueWorkerOptions,
} from './queue-worker.ts';
import { createScheduleTicker, SCHEDULE_TICK_QUEUE } from './schedules.ts';
import { drizzleExecutor, pgliteExecutor } from './sql-executors.ts';
import { ensureQueues } from './ensure-queues.ts';

/** Tries a handler gets before its failure is final (the job contract: 3 tries with backoff). */
export const HANDLER_TRIES = 3;

export interface JobQueueOptions {
  database: Pick<Database, 'db' | 'driver'>;
  log: JobLogger;
  /** How often an idle queue looks for work (default 1 s; sends from this process wake it at once). */
  pollingIntervalSeconds?: number;
  /** First retry delay; doubles with each try (default 5 s). */
  retryDelaySeconds?: number;
  /** A job running longer is considered dead (its process was killed) and retried (default 15 min). */
  expireInSeconds?: number;
  /** How often pg-boss looks for expired jobs (default 60 s). */
  maintenanceIntervalSeconds?: number;
  /** How long stop() waits for jobs in progress (default 10 s); unfinished ones are retried later. */
  stopTimeoutMs?: number;
}

/**
 * The payload field that identifies what a job is about: at most one waiting job per item, connection or (for an
 * organisation's training) organisation; the nightly sweep is one job.
 */
function defaultKey<N extends JobName>(name: N, payload: JobPayloads[N]): string {
  if ('itemId' in payload) return payload.itemId;
  if ('connectionId' in payload) return payload.connectionId;
  if ('orgId' in payload) return payload.orgId;
  return name;
}

function bossFor(options: JobQueueOptions): PgBoss {
  const common = {
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
  };
  const driver = options.database.driver;
  switch (driver.kind) {
    case 'postgres':
      return new PgBoss({ connectionString: driver.url, max: 4, application_name: 'vigila-jobs', ...common });
    case 'pglite':
      return new PgBoss({ db: pgliteExecutor(driver.client), ...common });
  }
}

/**
 * On PGlite only this process can hold the database (data-directory lock), so a job still marked active was cut
 * off when the previous process died: retry it now rather than after its expiry. (On PostgreSQL other replicas
 * may be running it; pg-boss's expiry takes care of dead ones there.)
 */
async function recoverOrphans(boss: PgBoss, options: JobQueueOptions): Promise<void> {
  if (options.database.driver.kind !== 'pglite') return;
  const { rows } = await boss
    .getDb()
    .executeSql(
      `UPDATE pgboss.job SET state = 'retry', start_after = now() WHERE state = 'active' AND name = ANY($1::text[]) RETURNING id`,
      [[...JOB_NAMES]],
    );
  if (rows.length > 0) options.log.warn({ jobs: rows.length }, 'retrying jobs cut off by the last shutdown');
}

/** A one-job handler as a batch handler (batches of one): its throw is that job's failure. */
function oneAtATime<T>(handler: (data: T) => Promise<void>) {
  return async (jobs: { id: string; data: T }[]): Promise<JobFailures> => {
    const failures = new Map<string, Error>();
    for (const job of jobs) {
      try {
        await handler(job.data);
      } catch (thrown) {
        failures.set(job.id, asError(thrown));
      }
    }
    return failures;
  };
}

/** Starts pg-boss on the application's database, creates the queues and returns the JobQueue. */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const boss = bossFor(options);
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  await ensureQueues(
    boss,
    JOB_NAMES.map((name) => ({
      name,
      options: {
        name,
        policy: 'short',
        retryLimit: HANDLER_TRIES, // one spare try beyond the handler's: see queue-worker.ts
        retryDelay: options.retryDelaySeconds ?? 5,
        retryBackoff: true,
        expireInSeconds: options.expireInSeconds ?? 15 * 60,
      },
    })),
  );
  await recoverOrphans(boss, options);

  const workers = new Map<JobName, QueueWorker[]>();
  const pollingIntervalMs = (options.pollingIntervalSeconds ?? 1) * 1000;
  const notify = (name: JobName) => workers.get(name)?.forEach((worker) => worker.notify());
  const send = async <N extends JobName>(name: N, payload: JobPayloads[N], sendOptions: SendOptions = {}) => {
    await boss.send(name, payload, {
      singletonKey: sendOptions.singletonKey ?? defaultKey(name, payload),
      ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      ...(sendOptions.within ? { db: drizzleExecutor(sendOptions.within) } : {}),
    });
    notify(name);
  };

  const ticker = await createScheduleTicker({ boss, db: options.database.db, send, log: options.log });
  const tickWorker = startQueueWorker({
    boss,
    name: SCHEDULE_TICK_QUEUE,
    concurrency: 1,
    batchSize: 1,
    pollingIntervalMs: 5000,
    handlerTries: 1,
    handler: oneAtATime(ticker.tick),
    onFinalFailure: undefined,
    log: options.log,
  });
  const startWorker = <N extends JobName>(
    name: N,
    worker: Pick<
      QueueWorkerOptions<JobPayloads[N]>,
      'concurrency' | 'batchSize' | 'handler' | 'onFinalFailure'
    >,
  ) => {
    const started = startQueueWorker<JobPayloads[N]>({
      boss,
      name,
      pollingIntervalMs,
      handlerTries: HANDLER_TRIES,
      log: options.log,
      ...worker,
    });
    workers.set(name, [...(workers.get(name) ?? []), started]);
    return Promise.resolve();
  };

  return {
    send,
    async sendMany(name, payloads, sendOptions = {}) {
      if (payloads.length === 0) return;
      const jobs = payloads.map((data) => ({ name, data, singletonKey: defaultKey(name, data) }));
      await boss.insert(jobs, sendOptions.within ? { db: drizzleExecutor(sendOptions.within) } : {});
      notify(name);
    },
    work<N extends JobName>(
      name: N,
      handler: (payload: JobPayloads[N]) => Promise<void>,
      workOptions: WorkOptions<N> = {},
    ) {
      return startWorker(name, {
        concurrency: workOptions.concurrency ?? 2,
        batchSize: 1,
        handler: oneAtATime(handler),
        onFinalFailure: workOptions.onFinalFailure,
      });
    },
    workBatches<N extends JobName>(
      name: N,
      handler: (batch: JobBatch<N>) => Promise<JobFailures>,
      workOptions: BatchWorkOptions<N>,
    ) {
      return startWorker(name, {
        concurrency: workOptions.concurrency ?? 1,
        batchSize: workOptions.batchSize,
        handler: (jobs) =>
          handler({
            jobs: jobs.map((job) => ({ id: job.id, payload: job.data })),
            completeWithin: (within, ids) => completeJobs(boss, name, ids, within),
          }),
        onFinalFailure: workOptions.onFinalFailure,
      });
    },
    schedule: (name, cron, payload, key) => ticker.schedule(name, cron, payload, key),
    unschedule: (name, key) => ticker.unschedule(name, key),
    async stop() {
      const timeout = options.stopTimeoutMs ?? 10_000;
      await Promise.all([tickWorker, ...[...workers.values()].flat()].map((worker) => worker.stop(timeout)));
      await boss.stop({ graceful: false, wait: true, close: true });
    },
  };
}
