import {
  errorResponseSchema,
  itemIdParamsSchema,
  listQuerySchema,
  recordingHistoryResponseSchema,
  recordingListResponseSchema,
  recordingResponseSchema,
  statusCountsResponseSchema,
} from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/authenticate.ts';
import type { ModuleRoutesOptions } from '../api-routes.ts';
import { requireActiveOrgId } from './items.policy.ts';
import {
  countSourceItems,
  getSourceItem,
  getSourceItemHistory,
  listSourceItems,
} from './list-items.service.ts';
import { presentRecording } from './recording.presenter.ts';
import { presentHistoryEntry } from './status-history.repository.ts';

const NOT_FOUND = 'Recording not found';
const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** The recordings list (answered under `recordings`), tiles, detail and history (under `history`) — SPEC §7.2. */
export const recordingItemsRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  const db = options.services.database.db;
  const orgOf = (request: Parameters<typeof requireAuth>[0]) =>
    requireActiveOrgId(requireAuth(request), options.claimNames);
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => ({
    orgId: orgOf(request),
    sources: ['recording' as const],
  });

  app.get('/recordings', {
    schema: {
      tags: ['recordings'],
      summary: 'Recordings of the organisation, newest first; filtered, and paged when `page` is given',
      querystring: listQuerySchema,
      response: { 200: recordingListResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { rows, pagination } = await listSourceItems(db, scopeOf(request), request.query);
      return {
        success: true as const,
        recordings: rows.map(presentRecording),
        ...(pagination ? { pagination } : {}),
      };
    },
  });

  app.get('/recordings/counts', {
    schema: {
      tags: ['recordings'],
      summary: 'The five status tiles over the recordings matching the non-status filters',
      querystring: listQuerySchema,
      response: { 200: statusCountsResponseSchema, ...errors },
    },
    handler: async (request) => ({
      success: true as const,
      data: await countSourceItems(db, scopeOf(request), request.query),
    }),
  });

  app.get('/recordings/:id', {
    schema: {
      tags: ['recordings'],
      summary: 'One recording',
      params: itemIdParamsSchema,
      response: { 200: recordingResponseSchema, ...errors },
    },
    handler: async (request) => {
      const row = await getSourceItem(db, orgOf(request), 'recording', request.params.id, NOT_FOUND);
      return { success: true as const, data: presentRecording(row) };
    },
  });

  app.get('/recordings/:id/history', {
    schema: {
      tags: ['recordings'],
      summary: "A recording's status history, oldest first (under `history`)",
      params: itemIdParamsSchema,
      response: { 200: recordingHistoryResponseSchema, ...errors },
    },
    handler: async (request) => {
      const rows = await getSourceItemHistory(db, orgOf(request), 'recording', request.params.id, NOT_FOUND);
      return { success: true as const, history: rows.map(presentHistoryEntry) };
    },
  });
  done();
};
