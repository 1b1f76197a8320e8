import {
  monitoredSourceIdParamsSchema,
  monitoredSourceListResponseSchema,
  monitoredSourceQuerySchema,
  monitoredSourceResponseSchema,
  syncResponseSchema,
  updateMonitoredSourceRequestSchema,
} from '@vigila/domain';
import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { SOURCE_ADAPTERS } from './adapters/registry.ts';
import { amazonProductNameRoutes } from './amazon-product-name.routes.ts';
import { answerSync, sourceErrors } from './route-support.ts';
import { sourceCallRoutes } from './source-call-routes.ts';
import { sourcesDeps } from './sources.deps.ts';
import { changeSyncSchedule, listMonitoredSources, syncSourceNow } from './sources.service.ts';

/** Settings → Data Sources (not in the spec's call table): the list with counts, the schedule, "Sync now". */
const monitoredSourceRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  const deps = sourcesDeps(options.services);

  app.get('/sources', {
    config: { access: 'member' },
    schema: {
      tags: ['sources'],
      summary: "The organisation's monitored sources with item counts, and each connector's status",
      querystring: monitoredSourceQuerySchema,
      response: { 200: monitoredSourceListResponseSchema, ...sourceErrors },
    },
    handler: async (request) => ({
      success: true as const,
      ...(await listMonitoredSources(deps, callerOf(request), request.query)),
    }),
  });

  app.patch('/sources/:id', {
    config: { access: 'member' },
    schema: {
      tags: ['sources'],
      summary: 'Change how often a source is synced (daily, weekly, off)',
      params: monitoredSourceIdParamsSchema,
      body: updateMonitoredSourceRequestSchema,
      response: { 200: monitoredSourceResponseSchema, ...sourceErrors },
    },
    handler: async (request) => ({
      success: true as const,
      data: await changeSyncSchedule(deps, callerOf(request), { ...request.params, ...request.body }),
    }),
  });

  app.post('/sources/:id/sync', {
    config: { access: 'member' },
    schema: {
      tags: ['sources'],
      summary: 'Sync a source now; answers when it has run (502 when the service could not be read)',
      params: monitoredSourceIdParamsSchema,
      response: { 200: syncResponseSchema, ...sourceErrors },
    },
    handler: async (request, reply) => {
      const summary = await syncSourceNow(deps, callerOf(request), request.params);
      return answerSync(reply, summary, { message: 'Sync finished' });
    },
  });
  done();
};

/** Monitored sources: the Settings routes, the spec's add/analyze/delete calls of each adapter, and the rename. */
export const sourcesRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions> = async (app, options) => {
  await app.register(monitoredSourceRoutes, options);
  for (const adapter of SOURCE_ADAPTERS) await app.register(sourceCallRoutes(adapter), options);
  await app.register(amazonProductNameRoutes, options);
};
