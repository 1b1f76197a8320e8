import { endpoints } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { route } from '../../http/route.ts';
import { homeFigures } from './home.service.ts';

/** The Home page's figures (decision 0020): every member reads their organisation's. */
export const homeRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  const db = options.services.database.db;

  route(app, endpoints.home, {
    access: 'member',
    tags: ['home'],
    summary:
      'Home: pending flagged items per source, due/overdue/unassigned cases, 12 weeks of trends, Train AI figures, source syncs',
    handler: async (request) => ({
      success: true as const,
      data: await homeFigures(db, callerOf(request), { now: new Date() }),
    }),
  });
  done();
};
