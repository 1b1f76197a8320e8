import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import { requirePermission } from '../org/index.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { checkedKey, type SourceAdapter } from './adapters/source-adapter.ts';
import { addMonitoredSource } from './add-source.service.ts';
import { deleteMonitoredSource, queueUnanalysedItems } from './change-source.service.ts';
import { answerDeleted, answerQueued, answerSync, memberRouteOf } from './route-support.ts';
import { sourcesDeps, type SourcesServices } from './sources.deps.ts';

/**
 * The SPEC §7.2 calls of one monitored source, generated from its adapter: each add call, the analyze call when it
 * has one, and the delete call. Method, path and schemas come from the endpoint table entry the adapter names;
 * messages and error texts are the adapter's; the code path is one for every source. Any member may add and analyse
 * (the add forms are part of every reviewer's work: SPEC §2.6 shows them to all and §6 gates no screen by role);
 * removing needs the organisation's `channel.remove` permission (decision 0034).
 */
export function sourceCallRoutes(
  adapter: SourceAdapter,
): FastifyPluginCallbackZod<ModuleRoutesOptions<SourcesServices>> {
  return (app, options, done) => {
    const deps = sourcesDeps(options.services);
    const { source, tag, analyze, remove } = adapter;

    for (const call of adapter.add) {
      app.route({
        ...memberRouteOf(call.endpoint, { tag, summary: call.summary }),
        handler: async (request, reply) => {
          const key = checkedKey(adapter, call.keyOf(request.body));
          const database = call.database ? { database: call.database } : {};
          const { summary } = await addMonitoredSource(deps, callerOf(request), { source, key, ...database });
          return answerSync(reply, summary, { message: call.message, key });
        },
      });
    }

    if (analyze) {
      app.route({
        ...memberRouteOf(analyze.endpoint, { tag, summary: analyze.summary }),
        handler: async (request) => {
          const typed = analyze.keyOf?.(request.body);
          const key = typed === undefined ? {} : { key: checkedKey(adapter, typed) };
          const queued = await queueUnanalysedItems(deps, callerOf(request), { source, ...key });
          return answerQueued(queued, analyze.noun);
        },
      });
    }

    app.route({
      ...memberRouteOf(remove.endpoint, { tag, summary: remove.summary }),
      handler: async (request) => {
        const typed = remove.keyOf(request.params);
        const key = remove.checked ? checkedKey(adapter, typed) : adapter.key.normalize(typed);
        const caller = callerOf(request);
        // Removing a channel is the matrix's `channel.remove` (decision 0034), checked before anything is touched.
        await requirePermission(deps.db, caller, 'channel.remove');
        const { archivedItems } = await deleteMonitoredSource(deps, caller, { source, key });
        return answerDeleted(remove.message, archivedItems);
      },
    });
    done();
  };
}
