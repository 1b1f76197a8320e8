import { endpoints } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { route } from '../../http/route.ts';
import { changeItemStatus } from './change-status.service.ts';
import { reasonsOf, updateReasons } from './non-relevant-reasons.service.ts';
import { undoStatusChange } from './undo-status.service.ts';

export const changeStatusRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  const db = options.services.database.db;
  route(app, endpoints.changeStatus, {
    access: 'member',
    tags: ['items'],
    summary:
      'Set an item of any source to needs review (2) or non-relevant (3, with one of the organisation reasons), with history and audit',
    handler: async (request) => {
      const data = await changeItemStatus(db, callerOf(request), request.body);
      return { success: true as const, data };
    },
  });
  route(app, endpoints.undoStatusChange, {
    access: 'member',
    tags: ['items'],
    summary: 'Undo your latest status change of an item (a new, audited change back to the status before it)',
    handler: async (request) => {
      const data = await undoStatusChange(db, callerOf(request), request.body.history_id);
      return { success: true as const, data };
    },
  });
  route(app, endpoints.nonRelevantReasons, {
    access: 'member',
    tags: ['items'],
    summary: "The organisation's Non-relevant reasons (its own list, or the defaults)",
    handler: async (request) => {
      const { reasons, customised } = await reasonsOf(db, callerOf(request).orgId);
      return { success: true as const, data: reasons, customised };
    },
  });
  route(app, endpoints.updateNonRelevantReasons, {
    access: 'member',
    tags: ['items'],
    summary: 'Replace the Non-relevant reasons (null: the defaults); owners and admins, audited',
    handler: async (request) => {
      const { reasons, customised } = await updateReasons(db, callerOf(request), request.body);
      return { success: true as const, data: reasons, customised };
    },
  });
  done();
};
