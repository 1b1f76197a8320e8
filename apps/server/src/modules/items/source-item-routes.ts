import {
  sourceItemEndpointsBySource,
  type ApiErrorCode,
  type Endpoint,
  type HistoryEntry,
  type itemIdParamsSchema,
  type listQuerySchema,
  type Pagination,
  type Source,
} from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { route } from '../../http/route.ts';
import {
  countSourceItems,
  getSourceItem,
  getSourceItemHistory,
  listSourceItems,
  type ItemRow,
} from './list-items.service.ts';

/**
 * One source's review reads (SPEC §7.2): list, tile counts, detail and history, at the paths and with the answers of
 * the endpoint table (`sourceItemEndpointsBySource[source]`). The key the list answers under differs per source (the
 * spec's client reads `data`, `recordings` or `reviews`), the rest is one code path for every source.
 */
export interface SourceItemRoutes<T> {
  source: Source;
  /** OpenAPI tag. */
  tag: string;
  listKey: 'data' | 'recordings' | 'reviews';
  historyKey: 'data' | 'history';
  present: (row: ItemRow) => T;
  /** The 404 error, e.g. 'review_not_found'. */
  notFound: ApiErrorCode;
  /** Plural noun for the OpenAPI summaries, e.g. 'Amazon reviews'. */
  noun: string;
  /**
   * No longer read: the paths and answers are the endpoint table's. Left optional so callers written before the
   * table compile; drop them there.
   */
  listPath?: string;
  itemPath?: string;
  listResponse?: z.ZodType;
  detailResponse?: z.ZodType;
  historyResponse?: z.ZodType;
}

type ListRead = Endpoint<'GET', string, undefined, typeof listQuerySchema, undefined, z.ZodType>;
type ItemRead = Endpoint<'GET', string, typeof itemIdParamsSchema, undefined, undefined, z.ZodType>;

export function sourceItemRoutes<T>(
  routes: SourceItemRoutes<T>,
): FastifyPluginCallbackZod<ModuleRoutesOptions> {
  return (app, options, done) => {
    const db = options.services.database.db;
    const { source, notFound } = routes;
    const listBody = (rows: ItemRow[], pagination: Pagination) => ({
      success: true as const,
      [routes.listKey]: rows.map(routes.present),
      pagination,
    });
    const historyBody = (entries: HistoryEntry[]) => ({
      success: true as const,
      [routes.historyKey]: entries,
    });

    const reads: { list: ListRead; counts: ListRead; detail: ItemRead; history: ItemRead } =
      sourceItemEndpointsBySource[source];
    const tags = [routes.tag];

    route(app, reads.list, {
      access: 'member',
      tags,
      summary: `${routes.noun} of the organisation, newest first; filtered, one page (page 1 without \`page\`)`,
      handler: async (request) => {
        const { rows, pagination } = await listSourceItems(db, callerOf(request), {
          source,
          query: request.query,
        });
        return listBody(rows, pagination);
      },
    });

    route(app, reads.counts, {
      access: 'member',
      tags,
      summary: `The five status tiles over the ${routes.noun} matching the non-status filters`,
      handler: async (request) => ({
        success: true as const,
        ...(await countSourceItems(db, callerOf(request), { source, query: request.query }).then(
          ({ counts, estimated }) => (estimated ? { data: counts, estimated } : { data: counts }),
        )),
      }),
    });

    route(app, reads.detail, {
      access: 'member',
      tags,
      summary: `One of the ${routes.noun}, by its id or its id at the source`,
      handler: async (request) => {
        const row = await getSourceItem(db, callerOf(request), { source, id: request.params.id, notFound });
        return { success: true as const, data: routes.present(row) };
      },
    });

    route(app, reads.history, {
      access: 'member',
      tags,
      summary: `The status history of one of the ${routes.noun}, oldest first`,
      handler: async (request) => {
        const input = { source, id: request.params.id, notFound };
        return historyBody(await getSourceItemHistory(db, callerOf(request), input));
      },
    });
    done();
  };
}
