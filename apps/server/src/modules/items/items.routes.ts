import type { FastifyPluginAsync } from 'fastify';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { changeStatusRoutes } from './change-status.routes.ts';
import { sourceItemRoutePlugins } from './source-item-route-table.ts';

/** The review workflow's reads and status changes, for every source list built on the items table. */
export const itemsRoutes: FastifyPluginAsync<ModuleRoutesOptions> = async (app, options) => {
  for (const plugin of sourceItemRoutePlugins) await app.register(plugin, options);
  await app.register(changeStatusRoutes, options);
};
