import {
  errorResponseSchema,
  triageCountResponseSchema,
  triageListResponseSchema,
  triageQuerySchema,
} from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/authenticate.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { requireActiveOrgId } from '../items/items.policy.ts';
import { presentTriageItem } from './triage.presenter.ts';
import { countTriageRows, listTriageRows } from './triage.repository.ts';

/** The cross-source triage inbox (/triage) and the sidebar badge's count (SPEC §9: open items with any flag). */
export const triageRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  const db = options.services.database.db;

  app.get('/triage', {
    config: { access: 'member' },
    schema: {
      tags: ['triage'],
      summary: 'Pending items with any flag, all sources, newest first, paged',
      querystring: triageQuerySchema,
      response: { 200: triageListResponseSchema, 400: errorResponseSchema, 403: errorResponseSchema },
    },
    handler: async (request) => {
      const orgId = requireActiveOrgId(requireAuth(request), options.claimNames);
      const { source, page, page_size: pageSize } = request.query;
      const [rows, total] = await Promise.all([
        listTriageRows(db, orgId, { source, limit: pageSize, offset: (page - 1) * pageSize }),
        countTriageRows(db, orgId, source),
      ]);
      return {
        success: true as const,
        data: rows.map(presentTriageItem),
        pagination: { page, page_size: pageSize, total, total_pages: Math.ceil(total / pageSize) },
      };
    },
  });

  app.get('/triage/count', {
    config: { access: 'member' },
    schema: {
      tags: ['triage'],
      summary: 'How many items wait in the triage inbox (the sidebar badge)',
      response: { 200: triageCountResponseSchema, 403: errorResponseSchema },
    },
    handler: async (request) => {
      const orgId = requireActiveOrgId(requireAuth(request), options.claimNames);
      return { success: true as const, count: await countTriageRows(db, orgId) };
    },
  });
  done();
};
