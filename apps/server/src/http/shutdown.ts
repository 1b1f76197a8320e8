import type { FastifyInstance } from 'fastify';

/** Whatever happens, the process is gone this long after the signal (orchestrators kill at 10 s). */
export const SHUTDOWN_HARD_LIMIT_MS = 9_000;
/** Requests in flight get this long to finish; then their connections are cut. */
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
  limits?: { hardMs: number; drainMs: number };
}

/**
 * Stops taking requests, lets those in flight finish (cutting the connections of any still open after the
 * drain time), stops the job workers (a job cut off is retried on the next start), then closes the database
 * (which releases the lock). Exits 0 when everything closed in order, 1 when something had to be cut or failed;
 * an unref'd timer ends the process at the hard limit if a step hangs.
 */
export function shutDown(deps: ShutdownDeps, signal: string): Promise<void> {
  const { app, exit } = deps;
  const limits = deps.limits ?? { hardMs: SHUTDOWN_HARD_LIMIT_MS, drainMs: SHUTDOWN_DRAIN_MS };
  app.log.info({ signal }, 'shutting down');
  const hard = setTimeout(() => {
    app.log.error({ limitMs: limits.hardMs }, 'shutdown did not finish in time: exiting');
    exit(1);
  }, limits.hardMs);
  hard.unref();
  let cut = false;
  const drain = setTimeout(() => {
    cut = true;
    app.log.warn({ drainMs: limits.drainMs }, 'requests still in flight: closing their connections');
    app.server.closeAllConnections();
  }, limits.drainMs);
  drain.unref();
  return app
    .close()
    .then(() => clearTimeout(drain))
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

/** SIGTERM or SIGINT starts shutDown; a second signal (Ctrl+C again) ends the process at once. */
export function closeOnSignals(deps: ShutdownDeps): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      deps.exit(1);
      return;
    }
    closing = true;
    void shutDown(deps, signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
