import { endpoints } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { route } from '../../http/route.ts';
import { sendCsv } from '../exports/index.ts';
import { exportCustomReport, runCustomReport } from './reports.service.ts';
import { createSavedReport, deleteReport, savedReports, updateReport } from './saved-reports.service.ts';

/** The day's file name of a report's export: `custom-report-<items|cases>-<yyyy-mm-dd>.csv` (UTC). */
const reportFileName = (subject: string, now: Date) =>
  `custom-report-${subject}-${now.toISOString().slice(0, 10)}.csv`;

/**
 * The Custom Report page (issue 14, decision 0024). Every member runs, exports, lists and saves reports of their
 * organisation; changing or deleting a saved one is for its author or an owner, admin or manager (the service
 * checks, so the rule is the route's 'member').
 */
export const reportsRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  const db = options.services.database.db;
  const tags = ['custom reports'];

  route(app, endpoints.runCustomReport, {
    access: 'member',
    tags,
    summary: 'Runs a report definition: one page of rows, the total and the counts per group',
    handler: async (request) => runCustomReport(db, callerOf(request), request.body),
  });

  route(app, endpoints.exportCustomReport, {
    access: 'member',
    tags,
    summary: 'Every row of a report definition (JSON in `definition`) as CSV, streamed',
    handler: (request, reply) => {
      const { definition } = request.query;
      sendCsv(
        reply,
        reportFileName(definition.subject, new Date()),
        exportCustomReport(db, callerOf(request), definition),
      );
      return reply;
    },
  });

  route(app, endpoints.customReports, {
    access: 'member',
    tags,
    summary: "The organisation's saved reports, last changed first",
    handler: async (request) => ({ reports: await savedReports(db, callerOf(request)) }),
  });

  route(app, endpoints.createCustomReport, {
    access: 'member',
    tags,
    summary: 'Saves a report definition for the organisation under a unique name',
    handler: async (request) => ({ report: await createSavedReport(db, callerOf(request), request.body) }),
  });

  route(app, endpoints.updateCustomReport, {
    access: 'member',
    tags,
    summary: 'Renames or changes a saved report (its author, or an owner, admin or manager)',
    handler: async (request) => ({
      report: await updateReport(db, callerOf(request), request.params.id, request.body),
    }),
  });

  route(app, endpoints.deleteCustomReport, {
    access: 'member',
    tags,
    summary: 'Deletes a saved report (its author, or an owner, admin or manager)',
    handler: async (request) => {
      await deleteReport(db, callerOf(request), request.params.id);
      return { message: 'Report deleted' };
    },
  });
  done();
};
