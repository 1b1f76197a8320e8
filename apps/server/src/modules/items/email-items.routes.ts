import {
  emailListResponseSchema,
  emailResponseSchema,
  errorResponseSchema,
  historyResponseSchema,
  itemIdParamsSchema,
  listQuerySchema,
  statusCountsResponseSchema,
} from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/authenticate.ts';
import type { ModuleRoutesOptions } from '../api-routes.ts';
import { presentEmail } from './email.presenter.ts';
import { requireActiveOrgId } from './items.policy.ts';
import {
  countSourceItems,
  getSourceItem,
  getSourceItemHistory,
  listSourceItems,
} from './list-items.service.ts';
import { presentHistoryEntry } from './status-history.repository.ts';

const NOT_FOUND = 'Email not found';
const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** The e-mail list, tiles, detail and history (SPEC §7.2); uploads and mailboxes live in modules/emails. */
export const emailItemsRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  const db = options.services.database.db;
  const orgOf = (request: Parameters<typeof requireAuth>[0]) =>
    requireActiveOrgId(requireAuth(request), options.claimNames);

  app.get('/emails', {
    schema: {
      tags: ['emails'],
      summary: 'E-mails of the organisation, newest first; filtered, and paged when `page` is given',
      querystring: listQuerySchema,
      response: { 200: emailListResponseSchema, ...errors },
    },
    handler: async (request) => {
      const scope = { orgId: orgOf(request), sources: ['email' as const] };
      const { rows, pagination } = await listSourceItems(db, scope, request.query);
      return { success: true as const, data: rows.map(presentEmail), ...(pagination ? { pagination } : {}) };
    },
  });

  app.get('/emails/counts', {
    schema: {
      tags: ['emails'],
      summary: 'The five status tiles over the e-mails matching the non-status filters',
      querystring: listQuerySchema,
      response: { 200: statusCountsResponseSchema, ...errors },
    },
    handler: async (request) => {
      const scope = { orgId: orgOf(request), sources: ['email' as const] };
      return { success: true as const, data: await countSourceItems(db, scope, request.query) };
    },
  });

  app.get('/emails/:id', {
    schema: {
      tags: ['emails'],
      summary: 'One e-mail',
      params: itemIdParamsSchema,
      response: { 200: emailResponseSchema, ...errors },
    },
    handler: async (request) => {
      const row = await getSourceItem(db, orgOf(request), 'email', request.params.id, NOT_FOUND);
      return { success: true as const, data: presentEmail(row) };
    },
  });

  app.get('/emails/:id/history', {
    schema: {
      tags: ['emails'],
      summary: "An e-mail's status history, oldest first",
      params: itemIdParamsSchema,
      response: { 200: historyResponseSchema, ...errors },
    },
    handler: async (request) => {
      const rows = await getSourceItemHistory(db, orgOf(request), 'email', request.params.id, NOT_FOUND);
      return { success: true as const, data: rows.map(presentHistoryEntry) };
    },
  });
  done();
};
