import { endpoints, psurFileName } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { route } from '../../http/route.ts';
import { sendCsv } from '../exports/index.ts';
import { psurTableCsv } from './psur-csv.ts';
import { psurProducts, psurTables } from './psur.service.ts';

/** The PSUR tables of a product and interval and their CSV exports (decision 0023): members, their organisation's. */
export const psurRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  const db = options.services.database.db;
  const tags = ['psur'];

  route(app, endpoints.psur, {
    access: 'member',
    tags,
    summary:
      'PSUR tables of a product (suspect or interacting drug) for an interval: reactions by SOC/PT, seriousness, outcome, sources, countries, line listing, flagged items',
    handler: async (request) => ({
      success: true as const,
      data: await psurTables(db, callerOf(request), request.query, { now: new Date() }),
    }),
  });

  route(app, endpoints.psurProducts, {
    access: 'member',
    tags,
    summary:
      "The product picker: suspect and interacting drug names and substances of the organisation's cases",
    handler: async (request) => ({
      success: true as const,
      data: await psurProducts(db, callerOf(request), request.query.q),
    }),
  });

  route(app, endpoints.exportPsur, {
    access: 'member',
    tags,
    summary: 'One PSUR table as CSV',
    handler: (request, reply) => {
      const { table, ...query } = request.query;
      sendCsv(
        reply,
        psurFileName(table, query.product, query.to),
        psurTableCsv(db, callerOf(request), query, table),
      );
      return reply;
    },
  });
  done();
};
