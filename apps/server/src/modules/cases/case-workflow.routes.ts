import { endpoints } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { route } from '../../http/route.ts';
import { moveCaseStep } from './case-workflow.service.ts';

/** Issue 26 point 6: a case moved one step of the organisation's workflow (decision 0034). */
export const caseWorkflowRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  const db = options.services.database.db;

  route(app, endpoints.moveCaseStep, {
    access: 'member',
    tags: ['cases'],
    summary:
      'Move the case one workflow step forward or back; reviews and completion need their permission, a send-back its reason',
    handler: async (request) => {
      const { message, ...data } = await moveCaseStep(db, callerOf(request), {
        id: request.params.id,
        request: request.body,
      });
      return { success: true as const, message, data };
    },
  });
  done();
};
