import type PgBoss from 'pg-boss';

export interface JobLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface QueueWorkerOptions<T> {
  boss: PgBoss;
  name: string;
  concurrency: number;
  pollingIntervalMs: number;
  /** Tries the handler gets; a failure on the last one is final. */
  handlerTries: number;
  handler: (data: T) => Promise<void>;
  onFinalFailure: ((data: T, error: Error) => Promise<void>) | undefined;
  log: JobLogger;
}

export interface QueueWorker {
  /** A job was just sent from this process: look now instead of at the next poll. */
  notify(): void;
  /** Stops fetching and waits (at most `timeoutMs`) for the jobs in progress and those already fetched. */
  stop(timeoutMs: number): Promise<void>;
}

const asError = (value: unknown): Error => (value instanceof Error ? value : new Error(String(value)));

/**
 * Fetches and runs one queue's jobs with at most `concurrency` in flight. pg-boss's own `work()` runs one batch at a
 * time and fails or completes a batch together; here every job completes, retries or fails on its own.
 */
export function startQueueWorker<T>(options: QueueWorkerOptions<T>): QueueWorker {
  const { boss, name, log } = options;
  const inFlight = new Set<Promise<void>>();
  let stopping = false;
  let wake: (() => void) | null = null;
  // A job that ends (or a send) while the loop is fetching must not be lost: the next sleep returns at once.
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

  async function run(job: PgBoss.JobWithMetadata<T>): Promise<void> {
    try {
      await options.handler(job.data);
    } catch (thrown) {
      const error = asError(thrown);
      log.warn({ err: error, queue: name, jobId: job.id, try: job.retryCount + 1 }, 'job failed');
      await settle(job, error).catch((e: unknown) =>
        log.error({ err: e, queue: name }, 'recording failure failed'),
      );
      return;
    }
    await boss
      .complete(name, job.id)
      .catch((e: unknown) => log.error({ err: e, queue: name }, 'complete failed'));
  }

  function track(job: PgBoss.JobWithMetadata<T>): void {
    const running: Promise<void> = run(job).finally(() => {
      inFlight.delete(running);
      signal();
    });
    inFlight.add(running);
  }

  // Jobs fetched ahead (at most `concurrency`), so one fetch round trip serves several jobs instead of one.
  const buffer: PgBoss.JobWithMetadata<T>[] = [];
  let abandoned = false;

  async function fetchAhead(): Promise<boolean> {
    const want = options.concurrency * 2 - inFlight.size - buffer.length;
    if (stopping || want <= 0 || buffer.length >= options.concurrency) return false;
    try {
      const jobs = await boss.fetch<T>(name, { batchSize: want, includeMetadata: true });
      buffer.push(...jobs);
      return jobs.length === want; // a full batch: the queue may hold more
    } catch (error) {
      log.error({ err: error, queue: name }, 'fetching jobs failed');
      return false;
    }
  }

  async function loop(): Promise<void> {
    while (!abandoned) {
      while (buffer.length > 0 && inFlight.size < options.concurrency) {
        const job = buffer.shift();
        if (job) track(job);
      }
      // Stopping: no more fetching, but jobs already fetched still run (they are marked active in pg-boss).
      if (stopping && buffer.length === 0) break;
      if (await fetchAhead()) continue;
      if (buffer.length > 0 && inFlight.size < options.concurrency) continue;
      await sleep(options.pollingIntervalMs); // or until a job ends or one is sent from here
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
