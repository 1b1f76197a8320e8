import {
  errorResponseSchema,
  healthResponseSchema,
  PRODUCT_VERSION,
  readyResponseSchema,
} from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';

/** Liveness and readiness for load balancers and orchestrators: both public. */
export const healthRoutes: FastifyPluginCallbackZod<{ database: Database }> = (app, { database }, done) => {
  app.get('/health', {
    config: { access: 'public' },
    schema: { tags: ['health'], summary: 'Liveness', response: { 200: healthResponseSchema } },
    handler: () => ({ status: 'ok' as const, version: PRODUCT_VERSION }),
  });

  app.get('/ready', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Readiness: the database answers',
      response: { 200: readyResponseSchema, 503: errorResponseSchema },
    },
    handler: async () => {
      try {
        await database.ping();
      } catch (error) {
        throw new AppError('unavailable', 'Database unavailable', { cause: error });
      }
      return { status: 'ready' as const, database: 'ok' as const };
    },
  });
  done();
};
