import { endpoints, exportFileName } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { route } from '../../http/route.ts';
import { sendCsv } from './send-csv.ts';
import { exportCases, exportSourceItems, exportTriage } from './exports.service.ts';

/**
 * CSV exports of the lists (issue 14, decision 0019): each validates the list's own query, keeps to the caller's
 * organisation and has the list's access rule (member).
 */
export const exportsRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  const db = options.services.database.db;
  const tags = ['exports'];

  route(app, endpoints.exportItems, {
    access: 'member',
    tags,
    summary: "One source's list as CSV, with the list's filters, newest first (every row, paging ignored)",
    handler: (request, reply) => {
      sendCsv(
        reply,
        exportFileName(request.query.source, new Date()),
        exportSourceItems(db, callerOf(request), request.query),
      );
      return reply;
    },
  });

  route(app, endpoints.exportTriage, {
    access: 'member',
    tags,
    summary: 'The triage inbox as CSV (one source or all), newest first',
    handler: (request, reply) => {
      sendCsv(
        reply,
        exportFileName('triage', new Date()),
        exportTriage(db, callerOf(request), request.query),
      );
      return reply;
    },
  });

  route(app, endpoints.exportCases, {
    access: 'member',
    tags,
    summary: "The organisation's cases as CSV, with the cases list's filters, last edit first",
    handler: (request, reply) => {
      sendCsv(reply, exportFileName('cases', new Date()), exportCases(db, callerOf(request), request.query));
      return reply;
    },
  });
  done();
};
