import { endpoints } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { route } from '../../http/route.ts';
import { caseObligations, getReportingRules, saveReportingRules } from './reporting-rules.service.ts';

const tags = ['reporting rules'];

/**
 * Issue 26 point 5 (decision 0040). Every member reads the rules and a case's obligations; saving a new version is
 * for an owner or admin (the service checks, so the route's rule is 'member').
 */
export const reportingRulesRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  const db = options.services.database.db;

  route(app, endpoints.reportingRules, {
    access: 'member',
    tags,
    summary:
      'The reporting rules per receiver: the shipped table and the organisation’s versions, newest first',
    handler: async (request) => ({
      success: true as const,
      data: await getReportingRules(db, callerOf(request)),
    }),
  });

  route(app, endpoints.saveReportingRules, {
    access: 'member',
    tags,
    summary:
      'Saves a new version of a receiver’s rules, applying to cases whose day 0 is on or after its date',
    handler: async (request) => ({
      success: true as const,
      data: await saveReportingRules(db, callerOf(request), request.params, request.body),
    }),
  });

  route(app, endpoints.caseObligations, {
    access: 'member',
    tags: ['cases'],
    summary: 'A case’s reporting obligations, one per receiver, with the rule that applied and the due date',
    handler: async (request) => ({
      success: true as const,
      data: await caseObligations(db, callerOf(request), request.params),
    }),
  });

  done();
};
