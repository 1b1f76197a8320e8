import type { FastifyPluginAsync } from 'fastify';
import type { ModuleRoutesOptions } from '../api-routes.ts';
import { changeStatusRoutes } from './change-status.routes.ts';
import { emailItemsRoutes } from './email-items.routes.ts';
import { recordingItemsRoutes } from './recording-items.routes.ts';

/** The review workflow's reads and status changes, for every source list built on the items table. */
export const itemsRoutes: FastifyPluginAsync<ModuleRoutesOptions> = async (app, options) => {
  await app.register(emailItemsRoutes, options);
  await app.register(recordingItemsRoutes, options);
  await app.register(changeStatusRoutes, options);
};
