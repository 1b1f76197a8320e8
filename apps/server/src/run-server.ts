import { PRODUCT_VERSION } from '@vigila/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { startEmbeddedVacuum } from './db/embedded-vacuum.ts';
import { describeTarget } from './process-start.ts';
import { loggerOptions } from './http/logging.ts';
import { closeOnSignals, SHUTDOWN_JOBS_MS } from './http/shutdown.ts';
import { registerWorkers } from './workers.ts';
import { startServices } from './services.ts';
import { pino } from 'pino';

/** Everything main.ts starts once the database is open: services, the HTTP app, the workers, the listener. */
export async function runServer(config: AppConfig, database: Database): Promise<void> {
  const log = pino(loggerOptions(config.logLevel)).child({ component: 'jobs' });
  let app: FastifyInstance;
  let stopServices = () => Promise.resolve();
  try {
    const started = await startServices(config, database, { log, jobs: { stopTimeoutMs: SHUTDOWN_JOBS_MS } });
    // PGlite has no autovacuum of its own (db/embedded-vacuum.ts); a PostgreSQL server does.
    const vacuum =
      database.driver.kind === 'pglite' ? startEmbeddedVacuum(database.driver.client, log) : undefined;
    stopServices = async () => {
      await vacuum?.stop();
      await started.stop();
    };
    app = await buildApp(config, started.services);
    // Workers start before the server listens, so jobs left by the last run resume straight away.
    if (config.runWorkers) await registerWorkers(started.services);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`Port ${config.port} is already in use: stop the other process or set PORT.`);
    } else {
      console.error('Vigila could not start:', error);
    }
    await stopServices().catch(() => undefined);
    await database.close();
    process.exit(1);
  }
  closeOnSignals({
    app,
    stopServices,
    closeDatabase: () => database.close(),
    exit: (code) => process.exit(code),
  });
  app.log.info(
    `Vigila ${PRODUCT_VERSION} is running at ${config.publicUrl} (database: ${describeTarget(config)})`,
  );
}
