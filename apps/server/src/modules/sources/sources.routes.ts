import { endpoints } from '@vigila/domain';
import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import { sourceItemRoutes } from '../items/index.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { SOURCE_ADAPTERS } from './adapters/registry.ts';
import { amazonProductNameRoutes } from './amazon-product-name.routes.ts';
import { answerSync, errorSchemas } from './route-support.ts';
import { sourceCallRoutes } from './source-call-routes.ts';
import { sourcesDeps, type SourcesServices } from './sources.deps.ts';
import { changeSyncSchedule, listMonitoredSources, syncSourceNow } from './sources.service.ts';

/** Settings → Data Sources (not in the spec's call table): the list with counts, the schedule, "Sync now". */
const monitoredSourceRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions<SourcesServices>> = (
  app,
  options,
  done,
) => {
  const deps = sourcesDeps(options.services);
  const { monitoredSources, updateSchedule, syncSource } = endpoints;

  app.get(monitoredSources.path, {
    config: { access: 'member' },
    schema: {
      tags: ['sources'],
      summary: "The organisation's monitored sources with item counts, and each connector's status",
      querystring: monitoredSources.query,
      response: { 200: monitoredSources.response, ...errorSchemas(monitoredSources) },
    },
    handler: async (request) => ({
      success: true as const,
      ...(await listMonitoredSources(deps, callerOf(request), request.query)),
    }),
  });

  app.patch(updateSchedule.path, {
    config: { access: 'member' },
    schema: {
      tags: ['sources'],
      summary: 'Change how often a source is synced (daily, weekly, off)',
      params: updateSchedule.params,
      body: updateSchedule.body,
      response: { 200: updateSchedule.response, ...errorSchemas(updateSchedule) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await changeSyncSchedule(deps, callerOf(request), { ...request.params, ...request.body }),
    }),
  });

  app.post(syncSource.path, {
    config: { access: 'member' },
    schema: {
      tags: ['sources'],
      summary: 'Sync a source now; answers when it has run (502 when the service could not be read)',
      params: syncSource.params,
      response: { 200: syncSource.response, ...errorSchemas(syncSource) },
    },
    handler: async (request, reply) => {
      const summary = await syncSourceNow(deps, callerOf(request), request.params);
      return answerSync(reply, summary, { message: 'Sync finished' });
    },
  });
  done();
};

/**
 * Monitored sources: the Settings routes; per adapter the spec's add/analyze/delete calls and its review reads; the
 * rename.
 */
export const sourcesRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions<SourcesServices>> = async (
  app,
  options,
) => {
  await app.register(monitoredSourceRoutes, options);
  for (const adapter of SOURCE_ADAPTERS) {
    await app.register(sourceCallRoutes(adapter), options);
    await app.register(sourceItemRoutes(adapter.reads), options);
  }
  await app.register(amazonProductNameRoutes, options);
};
