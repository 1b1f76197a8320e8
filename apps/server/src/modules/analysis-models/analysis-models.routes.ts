import {
  activateAnalysisModelRequestSchema,
  analysisModelsResponseSchema,
  errorResponseSchema,
  okResponseSchema,
  reanalysisResponseSchema,
} from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { activateAnalysisModel, describeAnalysisModels, requestTraining } from './analysis-models.service.ts';
import { latestReanalysis, startReanalysis } from './reanalysis.service.ts';

/** The organisation's analysis models: what is in use, its versions, retraining and rollback (decision 0012). */
export const analysisModelsRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  const { services } = options;

  app.get('/analysis/models', {
    config: { access: 'member' },
    schema: {
      tags: ['analysis'],
      summary: "The analyser in use, the organisation's model versions and its Train AI verdicts",
      response: { 200: analysisModelsResponseSchema, 403: errorResponseSchema },
    },
    handler: async (request) => {
      return { success: true as const, data: await describeAnalysisModels(services, callerOf(request)) };
    },
  });

  app.post('/analysis/models/train', {
    config: { access: 'manager' },
    schema: {
      tags: ['analysis'],
      summary: "Train the organisation's model on its verdicts now (a background job)",
      response: { 202: okResponseSchema, 400: errorResponseSchema, 403: errorResponseSchema },
    },
    handler: async (request, reply) => {
      await requestTraining(services, callerOf(request));
      return reply.code(202).send({ success: true as const, message: 'Training started' });
    },
  });

  app.post('/analysis/models/activate', {
    config: { access: 'manager' },
    schema: {
      tags: ['analysis'],
      summary: 'Use this model version (rollback or forward); null for the bundled model',
      body: activateAnalysisModelRequestSchema,
      response: { 200: okResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema },
    },
    handler: async (request) => {
      await activateAnalysisModel(services, callerOf(request), request.body);
      return { success: true as const, message: 'Model version in use' };
    },
  });
  app.get('/analysis/reanalysis', {
    config: { access: 'member' },
    schema: {
      tags: ['analysis'],
      summary: 'The latest re-analysis of pending items and how far it has come',
      response: { 200: reanalysisResponseSchema, 403: errorResponseSchema },
    },
    handler: async (request) => {
      return { success: true as const, data: await latestReanalysis(services, callerOf(request)) };
    },
  });

  app.post('/analysis/reanalysis', {
    config: { access: 'manager' },
    schema: {
      tags: ['analysis'],
      summary:
        'Re-run the analysis of every pending item with the analyser in use (a background job per item)',
      response: { 202: reanalysisResponseSchema, 403: errorResponseSchema },
    },
    handler: async (request, reply) => {
      const run = await startReanalysis(services, callerOf(request));
      return reply.code(202).send({ success: true as const, data: run });
    },
  });
  done();
};
