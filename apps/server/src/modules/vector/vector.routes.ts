import { endpoints } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import type { VectorServices } from './vector.deps.ts';
import { route } from '../../http/route.ts';
import { searchByMeaning, similarItems } from './vector-search.service.ts';

/** Search by meaning (decision 0022): every member searches their organisation's items and cases. */
export const vectorRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions<VectorServices>> = (
  app,
  options,
  done,
) => {
  const deps = { db: options.services.database.db, embedder: options.services.embedder };

  route(app, endpoints.vectorSearch, {
    access: 'member',
    tags: ['vector'],
    summary:
      'Items and cases nearest the query in meaning (English or Spanish) or sharing its words, with filters; exact drug names first',
    handler: async (request) => ({
      success: true as const,
      data: await searchByMeaning(deps, callerOf(request), request.query),
    }),
  });

  route(app, endpoints.similarItems, {
    access: 'member',
    tags: ['vector'],
    summary: "The organisation's items nearest this one in meaning (its detail page's Similar items)",
    handler: async (request) => ({
      success: true as const,
      data: await similarItems(deps, callerOf(request), request.params),
    }),
  });
  done();
};
