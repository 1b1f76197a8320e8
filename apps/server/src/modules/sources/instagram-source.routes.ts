import {
  analyzeQueuedResponseSchema,
  INSTAGRAM_HANDLE,
  instagramAccountParamsSchema,
  normalizeInstagramHandle,
  scrapeInstagramRequestSchema,
  sourceDeletedResponseSchema,
  sourceSyncResponseSchema,
} from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import type { ModuleRoutesOptions } from '../api-routes.ts';
import { addMonitoredSource } from './add-source.service.ts';
import { deleteMonitoredSource, queueUnanalysedItems } from './change-source.service.ts';
import {
  answerDeleted,
  answerQueued,
  answerSync,
  sourceErrors,
  sourceRouteContext,
} from './route-support.ts';

function handleOf(input: string): string {
  const handle = normalizeInstagramHandle(input);
  if (!INSTAGRAM_HANDLE.test(handle)) {
    throw new AppError(
      'validation',
      'Invalid Instagram profile: give a handle (letters, digits, dots, underscores) or a profile URL',
    );
  }
  return handle;
}

/** SPEC §7.2: scrape-instagram, analyze-instagram and DELETE /instagram/accounts/{username}. */
export const instagramSourceRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  const { deps, actorOf } = sourceRouteContext(options);

  app.post('/scrape-instagram', {
    config: { access: 'member' },
    schema: {
      tags: ['instagram'],
      summary:
        'Monitor an Instagram profile: imports the comments of its recent posts now, then on its schedule',
      body: scrapeInstagramRequestSchema,
      response: { 200: sourceSyncResponseSchema, ...sourceErrors },
    },
    handler: async (request, reply) => {
      const key = handleOf(request.body.profileUrl);
      const { summary } = await addMonitoredSource(deps, actorOf(request), { source: 'instagram', key });
      return answerSync(reply, summary, { message: 'Instagram profile added successfully', key });
    },
  });

  app.post('/analyze-instagram', {
    config: { access: 'member' },
    schema: {
      tags: ['instagram'],
      summary: 'Queue analysis of Instagram comments not analysed yet (pending or failed)',
      response: { 200: analyzeQueuedResponseSchema, ...sourceErrors },
    },
    handler: async (request) => {
      const queued = await queueUnanalysedItems(deps, actorOf(request), { source: 'instagram' });
      return answerQueued(queued, 'comment');
    },
  });

  app.delete('/instagram/accounts/:username', {
    config: { access: 'member' },
    schema: {
      tags: ['instagram'],
      summary: 'Stop monitoring a profile: its comments and their history are deleted',
      params: instagramAccountParamsSchema,
      response: { 200: sourceDeletedResponseSchema, ...sourceErrors },
    },
    handler: async (request) => {
      const { deletedItems } = await deleteMonitoredSource(deps, actorOf(request), {
        source: 'instagram',
        key: normalizeInstagramHandle(request.params.username),
        notFound: 'Instagram account not found',
      });
      return answerDeleted('Instagram account deleted successfully', deletedItems);
    },
  });
  done();
};
