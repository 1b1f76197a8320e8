import type { FastifyInstance } from 'fastify';
import { watchParent } from '../parent-watch.ts';

/** Whatever happens, the process is gone this long after the signal (orchestrators kill at 10 s). */
export const SHUTDOWN_HARD_LIMIT_MS = 9_000;
/**
 * After the signal the server goes on accepting this long, answering with `Connection: close`: connections already
 * waiting in the kernel's accept queue are served (closing the listener would reset them), and clients on kept-alive
 * connections are told to go before those connections close. Skipped when no connection is open.
 */
export const SHUTDOWN_NOTICE_MS = 1_000;
/** While draining, connections that have gone idle are closed this often. */
const IDLE_SWEEP_MS = 100;
/** Requests in flight get this long to finish once the listener is closed; then their connections are cut. */
export const SHUTDOWN_DRAIN_MS = 4_000;
/** Jobs in progress get this long to finish (services.ts passes it to the queue); unfinished ones are retried. */
export const SHUTDOWN_JOBS_MS = 3_000;

export interface ShutdownDeps {
  app: FastifyInstance;
  /** Stops the job workers (waits for jobs in progress up to SHUTDOWN_JOBS_MS). */
  stopServices: () => Promise<void>;
  closeDatabase: () => Promise<void>;
  exit: (code: number) => void;
  /** Overrides for tests. */
  limits?: { hardMs: number; drainMs: number; noticeMs?: number };
}

function openConnections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => {
    // A server not listening (app.inject only) has none.
    if (!app.server.listening) resolve(0);
    else app.server.getConnections((error, count) => resolve(error ? 0 : count));
  });
}

/** The notice period (SHUTDOWN_NOTICE_MS), when there is anyone to give notice to. */
async function giveNotice(app: FastifyInstance, noticeMs: number): Promise<void> {
  app.draining = true;
  if ((await openConnections(app)) === 0) return;
  await new Promise((resolve) => setTimeout(resolve, noticeMs));
}

/**
 * Gives notice (answers close their connections, readiness fails) while still accepting, then stops taking
 * connections and lets the requests in flight finish (cutting the connections of any still open after the drain
 * time), stops the job workers (a job cut off is retried on the next start), then closes the database (which
 * releases the lock). Exits 0 when everything closed in order, 1 when something had to be cut or failed; an
 * unref'd timer ends the process at the hard limit if a step hangs.
 */
export async function shutDown(deps: ShutdownDeps, signal: string): Promise<void> {
  const { app, exit } = deps;
  const limits = deps.limits ?? { hardMs: SHUTDOWN_HARD_LIMIT_MS, drainMs: SHUTDOWN_DRAIN_MS };
  app.log.info({ signal }, 'shutting down');
  const hard = setTimeout(() => {
    app.log.error({ limitMs: limits.hardMs }, 'shutdown did not finish in time: exiting');
    exit(1);
  }, limits.hardMs);
  hard.unref();
  await giveNotice(app, limits.noticeMs ?? SHUTDOWN_NOTICE_MS);
  let cut = false;
  const drain = setTimeout(() => {
    cut = true;
    app.log.warn({ drainMs: limits.drainMs }, 'requests still in flight: closing their connections');
    app.server.closeAllConnections();
  }, limits.drainMs);
  drain.unref();
  // A connection whose last request is answered while draining goes at once, not at its keep-alive timeout.
  const idle = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  idle.unref();
  return app
    .close()
    .then(() => {
      clearTimeout(drain);
      clearInterval(idle);
    })
    .then(() => deps.stopServices())
    .then(() => deps.closeDatabase())
    .then(
      () => {
        clearTimeout(hard);
        exit(cut ? 1 : 0);
      },
      (error: unknown) => {
        clearTimeout(hard);
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
}

/**
 * SIGTERM, SIGINT or the exit of the parent that started the process (`npm start`, which does not pass signals
 * on: parent-watch.ts) calls `stop` once; a second signal (Ctrl+C again) ends the process at once.
 */
export function onStopRequest(stop: (reason: string) => void, exitNow: () => void): void {
  let closing = false;
  const onRequest = (reason: string) => {
    if (closing) {
      exitNow();
      return;
    }
    closing = true;
    stop(reason);
  };
  process.on('SIGINT', onRequest);
  process.on('SIGTERM', onRequest);
  watchParent(() => onRequest('parent process exited'));
}

/** shutDown on the first stop request (onStopRequest). */
export function closeOnSignals(deps: ShutdownDeps): void {
  onStopRequest(
    (reason) => void shutDown(deps, reason),
    () => deps.exit(1),
  );
}
