import { changeStatusRequestSchema, changeStatusResponseSchema, errorResponseSchema } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { changeItemStatus } from './change-status.service.ts';

export const changeStatusRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  app.post('/change-status', {
    config: { access: 'member' },
    schema: {
      tags: ['items'],
      summary: 'Set an item of any source to needs review (2) or non-relevant (3), with history and audit',
      body: changeStatusRequestSchema,
      response: {
        200: changeStatusResponseSchema,
        400: errorResponseSchema,
        403: errorResponseSchema,
        404: errorResponseSchema,
      },
    },
    handler: async (request) => {
      const data = await changeItemStatus(options.services.database.db, callerOf(request), request.body);
      return { success: true as const, data };
    },
  });
  done();
};
