import { PRODUCT_VERSION } from '@vigila/domain';
import { pino } from 'pino';
import { loadConfig } from './config.ts';
import { loggerOptions } from './http/logging.ts';
import { onStopRequest, SHUTDOWN_HARD_LIMIT_MS, SHUTDOWN_JOBS_MS } from './http/shutdown.ts';
import { describeTarget, openOrExit } from './process-start.ts';
import { startServices } from './services.ts';
import { registerWorkers } from './workers.ts';

/**
 * `npm run worker`: the background workers without HTTP, for a deployment that runs its jobs in processes of their
 * own (decision 0014). The jobs live in PostgreSQL (pg-boss), so any number of workers and servers share them: a
 * job is taken by one process, a schedule fires once. The embedded database belongs to one process, so a worker
 * needs DATABASE_URL.
 */
async function runWorker(): Promise<void> {
  const config = loadConfig();
  if (config.database.kind !== 'postgres') {
    console.error(
      'npm run worker needs DATABASE_URL (PostgreSQL): the embedded database belongs to the one server process.',
    );
    process.exit(1);
  }
  const database = await openOrExit(config);
  const log = pino(loggerOptions(config.logLevel)).child({ component: 'worker' });
  const { services, stop } = await startServices(config, database, {
    log,
    jobs: { stopTimeoutMs: SHUTDOWN_JOBS_MS },
  });
  await registerWorkers(services);
  log.info(`Vigila ${PRODUCT_VERSION} worker is running (database: ${describeTarget(config)})`);

  const stopWorker = (signal: string) => {
    log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_HARD_LIMIT_MS).unref();
    void stop()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  onStopRequest(stopWorker, () => process.exit(1));
}

await runWorker();
