import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Analyzer } from '../analysis/analyzer.ts';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { registerWorkers } from '../workers.ts';
import { startServices, type AppServices } from '../services.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import type { TestDatabaseKind } from './databases.ts';
import { startTestIssuer, type TestIssuer } from './oidc-issuer.ts';
import { RELAXED_RATE_LIMITS_ENV } from './relaxed-rate-limits.ts';
import { openTestDatabase, recordingLogger } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The services the app runs on: the real job queue (fast polling), a temporary blob store, the analyser. */
  services: AppServices;
  issuer: TestIssuer;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** The built SPA to serve; by default an empty directory, i.e. "not built". */
  webDistDir?: string;
  logStream?: DestinationStream;
  logLevel?: AppConfig['logLevel'];
  /** The analyser the workers use (default: the product's). */
  analyzer?: Analyzer;
  /** Start the job workers (default true); false leaves jobs queued, for tests that inspect them. */
  workers?: boolean;
  /** The blob store (default: the disk store in a temporary folder); a full disk is one with failing writes. */
  blobStore?: BlobStore;
  /** More settings, as environment variables (e.g. the endpoints of a local replay server). */
  env?: Record<string, string>;
}

/**
 * The real app on a fresh database, trusting an OUTSIDE issuer (a local test server), so API tests depend on
 * neither the embedded provider nor a network. Use `app.inject`; nothing listens on a port.
 */
export async function startTestApp(kind: TestDatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const issuer = await startTestIssuer();
  const { database, drop } = await openTestDatabase(kind);
  const config = loadConfig({
    OIDC_ISSUER: issuer.url,
    OIDC_AUDIENCE: issuer.audience,
    SEED_DEMO: 'false',
    LOG_LEVEL: options.logLevel ?? 'silent',
    WEB_DIST_DIR: options.webDistDir ?? mkdtempSync(join(tmpdir(), 'vigila-no-web-')),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'vigila-test-data-')),
    ...RELAXED_RATE_LIMITS_ENV,
    ...options.env,
  });
  const { services, stop } = await startServices(config, database, {
    log: recordingLogger(),
    jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
    overrides: {
      ...(options.analyzer ? { analyzer: options.analyzer } : {}),
      ...(options.blobStore ? { blobStore: options.blobStore } : {}),
    },
  });
  const app = await buildApp(config, {
    ...services,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();
  if (options.workers !== false) await registerWorkers(services);
  return {
    app,
    database,
    services,
    issuer,
    config,
    async close() {
      await app.close();
      await stop();
      await database.close();
      await drop();
      await issuer.close();
    },
  };
}
