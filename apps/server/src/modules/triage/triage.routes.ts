import { endpoints } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { route } from '../../http/route.ts';
import { presentTriageItem } from './triage.presenter.ts';
import { countTriage, listTriage, ownProductNamesOf } from './triage.service.ts';

/** The cross-source triage inbox (/triage) and the sidebar badge's count (SPEC §9: open items with any flag). */
export const triageRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  const db = options.services.database.db;

  route(app, endpoints.triage, {
    access: 'member',
    tags: ['triage'],
    summary:
      'Pending items with any flag, all sources or one, by flag, newest first or by seriousness, by priority (serious, possibly serious, own product, oldest received), paged, with counts per source and flag',
    handler: async (request) => {
      const {
        source,
        flags,
        own_products: ownProducts,
        seriousness,
        sort,
        page,
        page_size: pageSize,
        cursor,
      } = request.query;
      const caller = callerOf(request);
      const { rows, pagination, counts } = await listTriage(db, caller, {
        source,
        flags,
        ownProducts,
        seriousness,
        sort,
        page,
        pageSize,
        cursor,
      });
      const names = await ownProductNamesOf(db, caller, rows);
      return {
        success: true as const,
        data: rows.map((row) => presentTriageItem(row, names)),
        pagination,
        counts,
      };
    },
  });

  route(app, endpoints.triageCount, {
    access: 'member',
    tags: ['triage'],
    summary: 'How many items wait in the triage inbox (the sidebar badge)',
    handler: async (request) => {
      return { success: true as const, count: await countTriage(db, callerOf(request)) };
    },
  });
  done();
};
