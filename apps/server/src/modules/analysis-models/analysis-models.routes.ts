import { endpoints } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import type { AnalysisModelsServices } from './analysis-models.deps.ts';
import { route } from '../../http/route.ts';
import { activateAnalysisModel, describeAnalysisModels, requestTraining } from './analysis-models.service.ts';
import { latestReanalysis, startReanalysis } from './reanalysis.service.ts';

/** The organisation's analysis models: what is in use, its versions, retraining and rollback (decision 0012). */
export const analysisModelsRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions<AnalysisModelsServices>> = (
  app,
  options,
  done,
) => {
  const { services } = options;

  route(app, endpoints.analysisModels, {
    access: 'member',
    tags: ['analysis'],
    summary: "The analyser in use, the organisation's model versions and its Train AI verdicts",
    handler: async (request) => {
      return { success: true as const, data: await describeAnalysisModels(services, callerOf(request)) };
    },
  });

  route(app, endpoints.trainAnalysisModel, {
    access: 'manager',
    tags: ['analysis'],
    summary: "Train the organisation's model on its verdicts now (a background job)",
    handler: async (request, reply) => {
      await requestTraining(services, callerOf(request));
      return reply.code(202).send({ success: true as const, message: 'Training started' });
    },
  });

  route(app, endpoints.activateAnalysisModel, {
    access: 'manager',
    tags: ['analysis'],
    summary: 'Use this model version (rollback or forward); null for the bundled model',
    handler: async (request) => {
      await activateAnalysisModel(services, callerOf(request), request.body);
      return { success: true as const, message: 'Model version in use' };
    },
  });
  route(app, endpoints.reanalysis, {
    access: 'member',
    tags: ['analysis'],
    summary: 'The latest re-analysis of pending items and how far it has come',
    handler: async (request) => {
      return { success: true as const, data: await latestReanalysis(services, callerOf(request)) };
    },
  });

  route(app, endpoints.startReanalysis, {
    access: 'manager',
    tags: ['analysis'],
    summary: 'Re-run the analysis of every pending item with the analyser in use (a background job per item)',
    handler: async (request, reply) => {
      const run = await startReanalysis(services, callerOf(request));
      return reply.code(202).send({ success: true as const, data: run });
    },
  });
  done();
};
