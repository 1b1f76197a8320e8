import type PgBoss from 'pg-boss';
import type { DbExecutor } from '../db/transaction.ts';
import { drizzleExecutor } from './sql-executors.ts';

export interface JobLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** The jobs of a batch that failed, by job id, with their errors; every other job of the batch succeeded. */
export type JobFailures = ReadonlyMap<string, Error>;

export interface QueueWorkerOptions<T> {
  boss: PgBoss;
  name: string;
  /** Batches run at the same time in this process. */
  concurrency: number;
  /** Jobs handed to the handler at once (1: one job at a time). */
  batchSize: number;
  pollingIntervalMs: number;
  /** Tries the handler gets; a failure on the last one is final. */
  handlerTries: number;
  /** Runs a batch; throwing fails every job of it. */
  handler: (jobs: PgBoss.JobWithMetadata<T>[]) => Promise<JobFailures>;
  onFinalFailure: ((data: T, error: Error) => Promise<void>) | undefined;
  log: JobLogger;
}

export interface QueueWorker {
  /** A job was just sent from this process: look now instead of at the next poll. */
  notify(): void;
  /** Stops fetching and waits (at most `timeoutMs`) for the jobs in progress and those already fetched. */
  stop(timeoutMs: number): Promise<void>;
}

export const asError = (value: unknown): Error => (value instanceof Error ? value : new Error(String(value)));

/**
 * Marks jobs completed. With `within`, inside the caller's transaction: the jobs are done exactly when the work
 * they did commits, so a process killed after the commit leaves nothing to redo twice. Completing a job that is
 * no longer active (already completed in a transaction) changes nothing.
 */
export async function completeJobs(
  boss: PgBoss,
  name: string,
  ids: string[],
  within?: DbExecutor,
): Promise<void> {
  if (ids.length === 0) return;
  // pg-boss 10 takes (name, id | ids, data, options) whatever its typings say: data must be passed to reach options.
  const complete = boss.complete.bind(boss) as unknown as (
    queue: string,
    jobIds: string[],
    data: null,
    options: PgBoss.ConnectionOptions,
  ) => Promise<unknown>;
  await complete(name, ids, null, within ? { db: drizzleExecutor(within) } : {});
}

/**
 * Fetches and runs one queue's jobs, at most `concurrency` batches of at most `batchSize` jobs in flight.
 * pg-boss's own `work()` fails or completes a batch together; here the handler says which jobs failed, and each
 * of those retries or fails on its own while the others complete together.
 */
export function startQueueWorker<T>(options: QueueWorkerOptions<T>): QueueWorker {
  const { boss, name, log } = options;
  const inFlight = new Set<Promise<void>>();
  let jobsInFlight = 0;
  let stopping = false;
  let wake: (() => void) | null = null;
  // A batch that ends (or a send) while the loop is fetching must not be lost: the next sleep returns at once.
  let woken = false;
  const signal = () => {
    woken = true;
    wake?.();
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken) {
        woken = false;
        resolve();
        return;
      }
      const done = () => {
        clearTimeout(timer);
        wake = null;
        woken = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      wake = done;
    });

  async function settle(job: PgBoss.JobWithMetadata<T>, error: Error): Promise<void> {
    log.warn({ err: error, queue: name, jobId: job.id, try: job.retryCount + 1 }, 'job failed');
    // retryLimit keeps one spare try beyond handlerTries for a process killed mid-job; a handler failure on its
    // last try is final: recorded by onFinalFailure, then the job is cancelled so the spare is not used.
    if (job.retryCount < options.handlerTries - 1) {
      await boss.fail(name, job.id, { message: error.message });
      return;
    }
    log.error({ err: error, queue: name, jobId: job.id }, 'job failed on its last try');
    try {
      await options.onFinalFailure?.(job.data, error);
    } finally {
      await boss.cancel(name, job.id);
    }
  }

  async function run(batch: PgBoss.JobWithMetadata<T>[]): Promise<void> {
    let failures: JobFailures;
    try {
      failures = await options.handler(batch);
    } catch (thrown) {
      const error = asError(thrown);
      failures = new Map(batch.map((job) => [job.id, error]));
    }
    const succeeded = batch.filter((job) => !failures.has(job.id)).map((job) => job.id);
    await completeJobs(boss, name, succeeded).catch((e: unknown) =>
      log.error({ err: e, queue: name }, 'complete failed'),
    );
    for (const job of batch) {
      const error = failures.get(job.id);
      if (!error) continue;
      await settle(job, error).catch((e: unknown) =>
        log.error({ err: e, queue: name }, 'recording failure failed'),
      );
    }
  }

  function track(batch: PgBoss.JobWithMetadata<T>[]): void {
    jobsInFlight += batch.length;
    const running: Promise<void> = run(batch).finally(() => {
      inFlight.delete(running);
      jobsInFlight -= batch.length;
      signal();
    });
    inFlight.add(running);
  }

  // One batch fetched ahead of those running, so the next starts without waiting for a round trip. No more: a
  // fetched job is active, and one left waiting past its expiry would be handed out again.
  const buffer: PgBoss.JobWithMetadata<T>[] = [];
  const capacity = options.concurrency * options.batchSize;
  let abandoned = false;

  async function fetchAhead(): Promise<boolean> {
    const want = capacity + options.batchSize - jobsInFlight - buffer.length;
    if (stopping || want <= 0 || buffer.length >= options.batchSize) return false;
    try {
      const jobs = await boss.fetch<T>(name, { batchSize: want, includeMetadata: true });
      buffer.push(...jobs);
      return jobs.length === want; // a full fetch: the queue may hold more
    } catch (error) {
      log.error({ err: error, queue: name }, 'fetching jobs failed');
      return false;
    }
  }

  async function loop(): Promise<void> {
    while (!abandoned) {
      while (buffer.length > 0 && inFlight.size < options.concurrency) {
        track(buffer.splice(0, options.batchSize));
      }
      // Stopping: no more fetching, but jobs already fetched still run (they are marked active in pg-boss).
      if (stopping && buffer.length === 0) break;
      if (await fetchAhead()) continue;
      if (buffer.length > 0 && inFlight.size < options.concurrency) continue;
      await sleep(options.pollingIntervalMs); // or until a batch ends or a job is sent from here
    }
  }

  const looping = loop();
  return {
    notify: signal,
    async stop(timeoutMs) {
      stopping = true;
      signal();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
      const drained = looping.then(() => Promise.allSettled([...inFlight]));
      await Promise.race([drained, timeout]);
      clearTimeout(timer);
      // Jobs still running or fetched are left active: the next start retries them (see pg-boss-queue.ts).
      abandoned = true;
      signal();
    },
  };
}
