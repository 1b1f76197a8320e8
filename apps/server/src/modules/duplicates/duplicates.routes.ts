import { endpoints } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { route } from '../../http/route.ts';
import { CASES_LINKED, CASES_UNLINKED, getCaseLinks, linkCases, unlinkCases } from './case-links.service.ts';
import { findCaseDuplicates, findItemDuplicates } from './find-duplicates.service.ts';

const tags = ['duplicates'];

/**
 * Likely duplicates of a case or an item, and duplicate / follow-up links between cases (decision 0017). Every
 * member may read and link, as every member may edit a case (cases.routes.ts, decision 0010).
 */
export const duplicatesRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  const db = options.services.database.db;

  route(app, endpoints.caseDuplicates, {
    access: 'member',
    tags,
    summary:
      'Likely duplicates of a case: cases and items of the organisation, best first, with score and reasons',
    handler: async (request) => ({
      success: true as const,
      data: await findCaseDuplicates(db, callerOf(request), request.params),
    }),
  });

  route(app, endpoints.itemDuplicates, {
    access: 'member',
    tags,
    summary: 'Likely duplicates of an item before it is made a case, best first, with score and reasons',
    handler: async (request) => ({
      success: true as const,
      data: await findItemDuplicates(db, callerOf(request), request.params),
    }),
  });

  route(app, endpoints.caseLinks, {
    access: 'member',
    tags,
    summary: 'Cases linked to this one as duplicates or follow-ups, in both directions',
    handler: async (request) => ({
      success: true as const,
      data: await getCaseLinks(db, callerOf(request), request.params),
    }),
  });

  route(app, endpoints.linkCase, {
    access: 'member',
    tags,
    summary: 'Link this case as a duplicate or a follow-up of another case of the organisation',
    handler: async (request) => {
      await linkCases(db, callerOf(request), { id: request.params.id, body: request.body });
      return { success: true as const, message: CASES_LINKED };
    },
  });

  route(app, endpoints.unlinkCase, {
    access: 'member',
    tags,
    summary: 'Remove the link between two cases, whichever of them it was made from',
    handler: async (request) => {
      await unlinkCases(db, callerOf(request), request.params);
      return { success: true as const, message: CASES_UNLINKED };
    },
  });
  done();
};
