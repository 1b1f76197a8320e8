import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { FileTask, FileTaskKind, FileTaskOf, FileTaskResults } from './file-tasks.ts';
import { createTurns } from './turns.ts';

/**
 * Untrusted files are parsed and sanitised in a small pool of worker threads (decision 0027): mailparser, jsdom and
 * the audio decoders are synchronous for as long as a file makes them, and one hostile file on the main thread
 * stalled every request (a 2.2 MB e-mail of nested <div>s: 48 s). Long texts are analysed here too, for the same
 * reason (analysis/ensemble/analyse-in-thread.ts). A thread that passes its time or memory limit is terminated;
 * the server's event loop never waits for it.
 */

/** Two threads at most: the main thread keeps a core of its own on a 2-core machine for requests and jobs. */
export const FILE_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));

/**
 * Per thread. A 25 MB e-mail (the upload limit) parses in well under 200 MB; past 512 MB a file is a bomb. A small
 * stack turns runaway recursion into a quick RangeError instead of a long walk.
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64, stackSizeMb: 4 };

/**
 * The threads run at a lower priority (Linux nice +10, through piscina's optional @napi-rs/nice): on a busy 2-core
 * machine the scheduler then gives the main thread its turn first, and requests keep answering in milliseconds.
 */
const NICE_INCREMENT = 10;

/** Idle threads go after a while; the next file pays their start (about half a second) again. */
const IDLE_TIMEOUT_MS = 5 * 60_000;

/** Why a file task gave no answer: it ran out of time or memory, or its thread died. */
export type FileTaskFailure = 'time_limit' | 'memory_limit' | 'crashed';

export class FileTaskFailed extends Error {
  constructor(
    readonly reason: FileTaskFailure,
    options?: { cause?: unknown },
  ) {
    super(`The file task failed: ${reason}`, options);
    this.name = 'FileTaskFailed';
  }
}

// From the start-up bundle (dist/*.mjs, decision 0014) the thread entry is bundled beside the server; from the
// sources it is TypeScript, which the bootstrap loads through tsx.
const FROM_BUNDLE = import.meta.url.endsWith('.mjs');
const ENTRY = fileURLToPath(
  new URL(FROM_BUNDLE ? './file-worker.mjs' : './file-worker-bootstrap.mjs', import.meta.url),
);

let pool: Piscina | null = null;
const turns = createTurns(FILE_THREADS);

function filePool(): Piscina {
  pool ??= new Piscina({
    filename: ENTRY,
    minThreads: 0,
    maxThreads: FILE_THREADS,
    idleTimeout: IDLE_TIMEOUT_MS,
    resourceLimits: RESOURCE_LIMITS,
    niceIncrement: NICE_INCREMENT,
  });
  return pool;
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

function failureOf(error: unknown, timedOut: boolean): FileTaskFailure {
  if (timedOut) return 'time_limit';
  if (codeOf(error) === 'ERR_WORKER_OUT_OF_MEMORY') return 'memory_limit';
  return 'crashed';
}

/**
 * Runs one task in a file thread, after the files before it (first come, first served). `timeLimitMs` counts from
 * when a thread is free for it; when it passes, the thread running the task is terminated and
 * FileTaskFailed('time_limit') thrown. An error the task itself throws (a bug, a stack overflow) is
 * FileTaskFailed('crashed').
 */
export async function runFileTask<K extends FileTaskKind>(
  task: FileTaskOf<K>,
  options: { timeLimitMs: number },
): Promise<FileTaskResults[K]> {
  const release = await turns.take();
  const signal = AbortSignal.timeout(options.timeLimitMs);
  try {
    const result: unknown = await filePool().run(...runArguments(task, signal));
    return result as FileTaskResults[K];
  } catch (error) {
    throw new FileTaskFailed(failureOf(error, signal.aborted), { cause: error });
  } finally {
    release();
  }
}

/**
 * A file task goes with its own copy of the file, moved rather than copied again: the caller keeps its bytes (for
 * the blob store), and a 200 MB recording costs one copy on the main thread (tens of milliseconds), not two. A text
 * to analyse is cloned as it is.
 */
function runArguments(task: FileTask, signal: AbortSignal): Parameters<Piscina['run']> {
  if (!('bytes' in task)) return [task, { signal }];
  const bytes = new Uint8Array(task.bytes);
  return [
    { ...task, bytes },
    { signal, transferList: [bytes.buffer] },
  ];
}

/** Ends the threads (graceful shutdown and tests); the next task starts a new pool. */
export async function closeFilePool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}
