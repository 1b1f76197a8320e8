import {
  errorResponseSchema,
  itemIdParamsSchema,
  listQuerySchema,
  statusCountsResponseSchema,
  type HistoryEntry,
  type Pagination,
  type Source,
} from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import {
  countSourceItems,
  getSourceItem,
  getSourceItemHistory,
  listSourceItems,
  type ItemRow,
} from './list-items.service.ts';

/**
 * One source's review reads (SPEC §7.2): list, tile counts, detail and history. The paths and the key the list
 * answers under differ per source (the spec's client reads `data`, `recordings` or `reviews`), the rest is one code
 * path for every source.
 */
export interface SourceItemRoutes<T> {
  source: Source;
  /** OpenAPI tag. */
  tag: string;
  /** GET {listPath} and GET {listPath}/counts. */
  listPath: string;
  /** GET {itemPath}/{id} and GET {itemPath}/{id}/history; {id} is the item's id or its id at the source. */
  itemPath: string;
  listKey: 'data' | 'recordings' | 'reviews';
  historyKey: 'data' | 'history';
  present: (row: ItemRow) => T;
  listResponse: z.ZodType;
  detailResponse: z.ZodType;
  historyResponse: z.ZodType;
  /** e.g. 'Review not found' (404 text). */
  notFound: string;
  /** Plural noun for the OpenAPI summaries, e.g. 'Amazon reviews'. */
  noun: string;
}

const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

export function sourceItemRoutes<T>(
  routes: SourceItemRoutes<T>,
): FastifyPluginCallbackZod<ModuleRoutesOptions> {
  return (app, options, done) => {
    const db = options.services.database.db;
    const { source, notFound } = routes;
    const listBody = (rows: ItemRow[], pagination: Pagination | undefined) => ({
      success: true as const,
      [routes.listKey]: rows.map(routes.present),
      ...(pagination ? { pagination } : {}),
    });
    const historyBody = (entries: HistoryEntry[]) => ({
      success: true as const,
      [routes.historyKey]: entries,
    });

    app.get(routes.listPath, {
      config: { access: 'member' },
      schema: {
        tags: [routes.tag],
        summary: `${routes.noun} of the organisation, newest first; filtered, and paged when \`page\` is given`,
        querystring: listQuerySchema,
        response: { 200: routes.listResponse, ...errors },
      },
      handler: async (request) => {
        const { rows, pagination } = await listSourceItems(db, callerOf(request), {
          source,
          query: request.query,
        });
        return listBody(rows, pagination);
      },
    });

    app.get(`${routes.listPath}/counts`, {
      config: { access: 'member' },
      schema: {
        tags: [routes.tag],
        summary: `The five status tiles over the ${routes.noun} matching the non-status filters`,
        querystring: listQuerySchema,
        response: { 200: statusCountsResponseSchema, ...errors },
      },
      handler: async (request) => ({
        success: true as const,
        data: await countSourceItems(db, callerOf(request), { source, query: request.query }),
      }),
    });

    app.get(`${routes.itemPath}/:id`, {
      config: { access: 'member' },
      schema: {
        tags: [routes.tag],
        summary: `One of the ${routes.noun}, by its id or its id at the source`,
        params: itemIdParamsSchema,
        response: { 200: routes.detailResponse, ...errors },
      },
      handler: async (request) => {
        const row = await getSourceItem(db, callerOf(request), { source, id: request.params.id, notFound });
        return { success: true as const, data: routes.present(row) };
      },
    });

    app.get(`${routes.itemPath}/:id/history`, {
      config: { access: 'member' },
      schema: {
        tags: [routes.tag],
        summary: `The status history of one of the ${routes.noun}, oldest first`,
        params: itemIdParamsSchema,
        response: { 200: routes.historyResponse, ...errors },
      },
      handler: async (request) => {
        const input = { source, id: request.params.id, notFound };
        return historyBody(await getSourceItemHistory(db, callerOf(request), input));
      },
    });
    done();
  };
}
