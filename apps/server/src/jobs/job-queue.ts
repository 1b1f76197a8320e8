import type { DbExecutor } from '../db/transaction.ts';
import type { JobFailures } from './queue-worker.ts';

export type { JobFailures } from './queue-worker.ts';

/** Every background job and its payload. Payloads carry ids only; workers load the rest from the database. */
export interface JobPayloads {
  'analyze-item': { orgId: string; itemId: string };
  'transcribe-recording': { orgId: string; itemId: string };
  'sync-mailbox': { orgId: string; connectionId: string };
  /** connectionId is the monitored source's id (named so, as it keys the job like a mailbox connection). */
  'sync-source': { orgId: string; connectionId: string };
  /** Train the organisation's own model on its verdicts (decision 0012). */
  'train-org-model': { orgId: string };
  /** The nightly sweep: a train-org-model job for every organisation with verdicts it has not learned from. */
  'train-org-models': { sweep: 'nightly' };
  /** The nightly check of the item counters against the items (issue 12): reports and corrects drift. */
  'check-item-counts': { sweep: 'nightly' };
  /** Embeds items and cases without a vector of the current embedder (decision 0022). */
  'reindex-embeddings': { sweep: 'startup' | 'scheduled' | 'continue' };
  /** Re-marks an organisation's items with the products they mention after its dictionary changed (0042). */
  'mark-own-products': { orgId: string };
  /** Recomputes the stored obligation due dates of an organisation's cases after its dictionary changed (0042, 0044). */
  'refresh-obligation-dues': { orgId: string };
}
export type JobName = keyof JobPayloads;
export const JOB_NAMES = [
  'analyze-item',
  'transcribe-recording',
  'sync-mailbox',
  'sync-source',
  'train-org-model',
  'train-org-models',
  'check-item-counts',
  'reindex-embeddings',
  'mark-own-products',
  'refresh-obligation-dues',
] as const satisfies readonly JobName[];

export interface SendOptions {
  /**
   * At most one WAITING job per key and queue (a second send while one waits is a no-op). Defaults to the
   * payload's item or connection id, so "analyse this item" is queued once however often it is asked for.
   */
  singletonKey?: string;
  startAfterSeconds?: number;
  /**
   * Enqueue inside this transaction: the job exists only if the transaction commits, and a worker never sees it
   * before the rows it refers to. REQUIRED when calling from inside a transaction on PGlite, which has a single
   * connection: a send outside the transaction would wait for it to finish, and it waits for the send.
   */
  within?: DbExecutor;
}

export interface WorkOptions<N extends JobName> {
  /** Jobs of this queue run at the same time in this process (default 2). */
  concurrency?: number;
  /**
   * Called once when the handler has failed on its last try (3 tries with backoff), with the last error: the
   * place to record the failure where users see it (e.g. the item's ai_error). Never called for a success.
   */
  onFinalFailure?: (payload: JobPayloads[N], error: Error) => Promise<void>;
}

export interface BatchWorkOptions<N extends JobName> extends WorkOptions<N> {
  /** Jobs handed to the handler at once. `concurrency` then counts batches. */
  batchSize: number;
}

/** Jobs handed to a batch handler, with the means to complete them inside the handler's own transaction. */
export interface JobBatch<N extends JobName> {
  jobs: { id: string; payload: JobPayloads[N] }[];
  /**
   * Marks these jobs completed as part of `within`: they are done exactly when the work they did commits, so a
   * process killed between the commit and the completion cannot make a retry do the work (and audit it) twice.
   */
  completeWithin(within: DbExecutor, jobIds: string[]): Promise<void>;
}

/** DESIGN.md "Runtime parts": durable pg-boss queues in the application's database; workers in the server. */
export interface JobQueue {
  send<N extends JobName>(name: N, payload: JobPayloads[N], options?: SendOptions): Promise<void>;
  /** Many jobs of one queue in one statement (ingestion of thousands of items). */
  sendMany<N extends JobName>(
    name: N,
    payloads: JobPayloads[N][],
    options?: Pick<SendOptions, 'within'>,
  ): Promise<void>;
  work<N extends JobName>(
    name: N,
    handler: (payload: JobPayloads[N]) => Promise<void>,
    options?: WorkOptions<N>,
  ): Promise<void>;
  /**
   * Works a queue in batches (analysis of thousands of items: one read, one write and one audit insert a batch).
   * The handler answers the jobs that failed; each retries or fails on its own, the others complete.
   */
  workBatches<N extends JobName>(
    name: N,
    handler: (batch: JobBatch<N>) => Promise<JobFailures>,
    options: BatchWorkOptions<N>,
  ): Promise<void>;
  /** Sends `payload` to `name` on the cron schedule; `key` names the schedule (one per key and queue). */
  schedule<N extends JobName>(name: N, cron: string, payload: JobPayloads[N], key: string): Promise<void>;
  unschedule(name: JobName, key: string): Promise<void>;
  /** Stops fetching, waits for the jobs in progress (bounded), and releases pg-boss. */
  stop(): Promise<void>;
}
