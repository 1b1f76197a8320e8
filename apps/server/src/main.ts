import { PRODUCT_VERSION } from '@vigila/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig, type AppConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { loggerOptions } from './http/logging.ts';
import { closeOnSignals, SHUTDOWN_JOBS_MS } from './http/shutdown.ts';
import { registerWorkers } from './workers.ts';
import { startServices } from './services.ts';
import { pino } from 'pino';

function describeTarget(config: AppConfig): string {
  const target = config.database;
  switch (target.kind) {
    case 'pglite':
      return `PGlite in ${target.dataDir ?? 'memory'}`;
    case 'postgres':
      return `PostgreSQL at ${new URL(target.url).host}`; // never the password
  }
}

/** The innermost cause: Drizzle wraps driver errors ("Failed query: …") around the useful one (ECONNREFUSED…). */
function rootMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  if (current instanceof AggregateError && current.message === '') {
    return current.errors.map((inner) => rootMessage(inner)).join('; ');
  }
  return current instanceof Error ? current.message : String(current);
}

/** Opens the database or ends the process with one clear line (no stack trace for an expected situation). */
async function openOrExit(config: AppConfig): Promise<Database> {
  try {
    return await openDatabase(config.database);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
    } else {
      console.error(`Could not open the database (${describeTarget(config)}): ${rootMessage(error)}`);
    }
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openOrExit(config);
  const log = pino(loggerOptions(config.logLevel)).child({ component: 'jobs' });
  let app: FastifyInstance;
  let stopServices = () => Promise.resolve();
  try {
    const started = await startServices(config, database, { log, jobs: { stopTimeoutMs: SHUTDOWN_JOBS_MS } });
    stopServices = started.stop;
    app = await buildApp(config, started.services);
    // Workers start before the server listens, so jobs left by the last run resume straight away.
    await registerWorkers(started.services);
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

await main();
