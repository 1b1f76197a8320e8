import { endpoints, PRODUCT_VERSION } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import type { BlobStore } from '../../storage/blob-store.ts';

export interface HealthRoutesOptions {
  database: Database;
  /** Readiness also needs room for uploads: a server whose disk is full cannot keep what it is sent. */
  blobStore: Pick<BlobStore, 'readiness'>;
}

/** Liveness and readiness for load balancers and orchestrators: both public. */
export const healthRoutes: FastifyPluginCallbackZod<HealthRoutesOptions> = (
  app,
  { database, blobStore },
  done,
) => {
  route(app, endpoints.health, {
    access: 'public',
    tags: ['health'],
    summary: 'Liveness',
    handler: () => ({ status: 'ok' as const, version: PRODUCT_VERSION }),
  });

  route(app, endpoints.ready, {
    access: 'public',
    tags: ['health'],
    summary: 'Readiness: not shutting down, the database answers and the storage has room for uploads',
    handler: async () => {
      // While the server drains (http/shutdown.ts), a load balancer must send new traffic elsewhere.
      if (app.draining) throw AppError.of('shutting_down');
      try {
        await database.ping();
      } catch (error) {
        throw AppError.of('database_unavailable', { cause: error });
      }
      const storage = await blobStore.readiness();
      if (!storage.ready) throw AppError.of('storage_not_ready', { cause: new Error(storage.reason) });
      return { status: 'ready' as const, database: 'ok' as const };
    },
  });
  done();
};
