import { endpoints } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { route } from '../../http/route.ts';
import { changeItemStatus } from './change-status.service.ts';

export const changeStatusRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  route(app, endpoints.changeStatus, {
    access: 'member',
    tags: ['items'],
    summary: 'Set an item of any source to needs review (2) or non-relevant (3), with history and audit',
    handler: async (request) => {
      const data = await changeItemStatus(options.services.database.db, callerOf(request), request.body);
      return { success: true as const, data };
    },
  });
  done();
};
