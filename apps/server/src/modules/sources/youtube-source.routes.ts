import {
  normalizeYoutubeChannel,
  sourceDeletedResponseSchema,
  sourceSyncResponseSchema,
  youtubeChannelParamsSchema,
  youtubeCommentsRequestSchema,
} from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import type { ModuleRoutesOptions } from '../api-routes.ts';
import { addMonitoredSource } from './add-source.service.ts';
import { deleteMonitoredSource } from './change-source.service.ts';
import { answerDeleted, answerSync, sourceErrors, sourceRouteContext } from './route-support.ts';

function channelOf(input: string): string {
  const channel = normalizeYoutubeChannel(input);
  if (channel === '')
    throw new AppError('validation', 'Invalid YouTube channel: give its username or handle');
  return channel;
}

/** SPEC §7.2: POST /youtube/comments and DELETE /youtube/{channel}. */
export const youtubeSourceRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  const { deps, actorOf } = sourceRouteContext(options);

  app.post('/youtube/comments', {
    config: { access: 'member' },
    schema: {
      tags: ['youtube'],
      summary:
        "Monitor a YouTube channel: imports its videos' comments and replies now, then on its schedule",
      body: youtubeCommentsRequestSchema,
      response: { 200: sourceSyncResponseSchema, ...sourceErrors },
    },
    handler: async (request, reply) => {
      const key = channelOf(request.body.username);
      const { summary } = await addMonitoredSource(deps, actorOf(request), { source: 'youtube', key });
      return answerSync(reply, summary, { message: 'YouTube comments added', key });
    },
  });

  app.delete('/youtube/:channel', {
    config: { access: 'member' },
    schema: {
      tags: ['youtube'],
      summary: 'Stop monitoring a channel: its comments and their history are deleted',
      params: youtubeChannelParamsSchema,
      response: { 200: sourceDeletedResponseSchema, ...sourceErrors },
    },
    handler: async (request) => {
      const { deletedItems } = await deleteMonitoredSource(deps, actorOf(request), {
        source: 'youtube',
        key: channelOf(request.params.channel),
        notFound: 'YouTube channel not found',
      });
      return answerDeleted('YouTube channel deleted successfully', deletedItems);
    },
  });
  done();
};
