import { endpoints, PRODUCT_VERSION } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';

/** Liveness and readiness for load balancers and orchestrators: both public. */
export const healthRoutes: FastifyPluginCallbackZod<{ database: Database }> = (app, { database }, done) => {
  route(app, endpoints.health, {
    access: 'public',
    tags: ['health'],
    summary: 'Liveness',
    handler: () => ({ status: 'ok' as const, version: PRODUCT_VERSION }),
  });

  route(app, endpoints.ready, {
    access: 'public',
    tags: ['health'],
    summary: 'Readiness: the database answers',
    handler: async () => {
      try {
        await database.ping();
      } catch (error) {
        throw AppError.of('database_unavailable', { cause: error });
      }
      return { status: 'ready' as const, database: 'ok' as const };
    },
  });
  done();
};
