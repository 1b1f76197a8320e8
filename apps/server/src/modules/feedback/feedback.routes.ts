import { endpoints } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { route } from '../../http/route.ts';
import { trainWhenEnoughVerdicts, type AnalysisModelsServices } from '../analysis-models/index.ts';
import { feedbackMetricsHistory, feedbackMetricsOf, recordFeedback } from './feedback.service.ts';

/** Feedback starts a retraining when enough verdicts gathered: it takes what analysis-models needs of the services. */
export const feedbackRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions<AnalysisModelsServices>> = (
  app,
  options,
  done,
) => {
  const db = options.services.database.db;

  route(app, endpoints.sendFeedback, {
    access: 'member',
    tags: ['feedback'],
    summary: 'Train AI: verdicts on an item’s flags, stored and attributed to the caller',
    handler: async (request) => {
      const caller = callerOf(request);
      await recordFeedback(db, caller, request.body);
      // Enough new verdicts start the organisation's retraining (decision 0012); the verdict is stored either way.
      await trainWhenEnoughVerdicts(options.services, caller.orgId);
      return { success: true as const, message: 'Feedback recorded' };
    },
  });

  route(app, endpoints.feedbackMetrics, {
    access: 'member',
    tags: ['feedback'],
    summary: "Precision and recall of each flag from the organisation's Train AI verdicts",
    handler: async (request) => {
      return { success: true as const, data: await feedbackMetricsOf(db, callerOf(request)) };
    },
  });
  route(app, endpoints.feedbackHistory, {
    access: 'member',
    tags: ['feedback'],
    summary: 'Precision and recall of each flag at the end of each of the last 12 weeks',
    handler: async (request) => {
      return {
        success: true as const,
        data: await feedbackMetricsHistory(db, callerOf(request), { now: new Date() }),
      };
    },
  });
  done();
};
