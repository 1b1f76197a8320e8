import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig, type AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { startServices } from '../../services.ts';
import { RELAXED_RATE_LIMITS_ENV } from '../relaxed-rate-limits.ts';
import { recordingLogger } from '../test-database.ts';

export interface EmbeddedServer {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

/** A free TCP port on 127.0.0.1 (the issuer URL must carry the port before the app is built). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The real app with the embedded provider and the demo seed, listening on an ephemeral port so that an
 * independent OpenID client can talk to it over HTTP (PUBLIC_URL = http://127.0.0.1:<port>). `env`: more
 * settings (e.g. a test's own rate limits).
 */
export async function startEmbeddedServer(
  database: Database,
  env: Record<string, string> = {},
): Promise<EmbeddedServer> {
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'true',
    // Errors only: a provider failure in a test shows up in the output instead of a bare 500.
    LOG_LEVEL: 'error',
    WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'vigila-no-web-')),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'vigila-test-data-')),
    ...RELAXED_RATE_LIMITS_ENV,
    ...env,
  });
  const { services, stop } = await startServices(config, database, { log: recordingLogger() });
  const app = await buildApp(config, services);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await stop();
    },
  };
}
