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
import { AppError } from '../../http/app-error.ts';
import { requireAuth } from '../../http/authenticate.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { requireActiveOrgId } from './items.policy.ts';
import { findItemByAnyId, type ItemRow } from './items.repository.ts';
import { countSourceItems, listSourceItems } from './list-items.service.ts';
import { listStatusHistory, presentHistoryEntry } from './status-history.repository.ts';

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
    const scopeOf = (request: Parameters<typeof requireAuth>[0]) => ({
      orgId: requireActiveOrgId(requireAuth(request), options.claimNames),
      sources: [routes.source],
    });
    const findOr404 = async (orgId: string, id: string) => {
      const row = await findItemByAnyId(db, orgId, routes.source, id);
      if (!row) throw new AppError('not_found', routes.notFound);
      return row;
    };
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
        const { rows, pagination } = await listSourceItems(db, scopeOf(request), request.query);
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
        data: await countSourceItems(db, scopeOf(request), request.query),
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
        const row = await findOr404(scopeOf(request).orgId, request.params.id);
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
        const { orgId } = scopeOf(request);
        const row = await findOr404(orgId, request.params.id);
        const entries = await listStatusHistory(db, orgId, row.id);
        return historyBody(entries.map(presentHistoryEntry));
      },
    });
    done();
  };
}
