import {
  monitoredSourceIdParamsSchema,
  monitoredSourceListResponseSchema,
  monitoredSourceQuerySchema,
  monitoredSourceResponseSchema,
  syncResponseSchema,
  updateMonitoredSourceRequestSchema,
} from '@vigila/domain';
import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { ModuleRoutesOptions } from '../api-routes.ts';
import { amazonSourceRoutes } from './amazon-source.routes.ts';
import { instagramSourceRoutes } from './instagram-source.routes.ts';
import { literatureSourceRoutes } from './literature-source.routes.ts';
import { answerSync, sourceErrors, sourceRouteContext } from './route-support.ts';
import { changeSyncSchedule, listMonitoredSources, syncSourceNow } from './sources.service.ts';
import { youtubeSourceRoutes } from './youtube-source.routes.ts';

/** Settings → Data Sources (not in the spec's call table): the list with counts, the schedule, "Sync now". */
const monitoredSourceRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  const { deps, actorOf } = sourceRouteContext(options);

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
      ...(await listMonitoredSources(deps, actorOf(request), request.query.source)),
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
      data: await changeSyncSchedule(deps, actorOf(request), request.params.id, request.body.schedule),
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
      const summary = await syncSourceNow(deps, actorOf(request), request.params.id);
      return answerSync(reply, summary, { message: 'Sync finished' });
    },
  });
  done();
};

/** Monitored sources: the spec's add/delete/rename/analyze calls of each source, and the Settings routes. */
export const sourcesRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions> = async (app, options) => {
  await app.register(monitoredSourceRoutes, options);
  await app.register(instagramSourceRoutes, options);
  await app.register(youtubeSourceRoutes, options);
  await app.register(amazonSourceRoutes, options);
  await app.register(literatureSourceRoutes, options);
};
