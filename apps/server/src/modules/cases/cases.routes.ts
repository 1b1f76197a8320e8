import { API_ERRORS, e2bFileName, e2bProblemsResponseSchema, e2bR3FileName, endpoints } from '@vigila/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { route } from '../../http/route.ts';
import { caseImportRoutes } from './cases-import.routes.ts';
import { createCase } from './create-case.service.ts';
import { generateE2bR3OfCase } from './e2b-r3-of-case.service.ts';
import { countCases, generateE2bOfCase, getCase, getCaseHistory, listCases } from './read-cases.service.ts';
import {
  CASE_STATUS_UPDATED,
  CASE_TYPE_UPDATED,
  CASE_UPDATED,
  updateCaseField,
  updateCaseType,
} from './update-case.service.ts';
import { changeCaseStatus } from './case-workflow.service.ts';

export const E2B_NOT_READY = 'The case is not ready for an E2B report';

const tags = ['cases'];

const BODY_CASE_ID_KEYS = ['case_id', 'caseId', 'id'] as const;

/**
 * The batch/message saves send the case id next to the field (SPEC §7). One that names another case than the path
 * is a client bug; saving it to the path's case could put one case's data in another, so it is refused.
 */
function refuseOtherCaseIdInBody(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  const { body, params } = request;
  const pathId = typeof params === 'object' && params !== null ? (params as { id?: unknown }).id : undefined;
  const sentIds =
    typeof body === 'object' && body !== null
      ? BODY_CASE_ID_KEYS.map((key): unknown => (body as Record<string, unknown>)[key])
      : [];
  const other = sentIds.some((sent) => sent !== undefined && sent !== pathId);
  done(other ? AppError.of('case_id_mismatch') : undefined);
}

/** SPEC §7 case calls plus the reads, status, history and server-side E2B of issue 5 (docs/decisions/0008). */
export const casesRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  const db = options.services.database.db;

  route(app, endpoints.createCase, {
    access: 'member',
    tags,
    summary: 'Convert an item to a case (one case per item; converting again answers the same case)',
    handler: async (request) => {
      const result = await createCase(db, callerOf(request), request.body);
      return { success: true as const, ...result };
    },
  });

  route(app, endpoints.cases, {
    access: 'member',
    tags,
    summary: 'Cases of the organisation, last edited first; filters status, case_type, source, overdue',
    handler: async (request) => {
      return { success: true as const, ...(await listCases(db, callerOf(request), request.query)) };
    },
  });

  route(app, endpoints.caseCounts, {
    access: 'member',
    tags,
    summary: 'Count cards: total, per status, and overdue',
    handler: async (request) => {
      return { success: true as const, data: await countCases(db, callerOf(request)) };
    },
  });

  route(app, endpoints.getCase, {
    access: 'member',
    tags,
    summary: 'One case: its list fields, regulatory clock and every E2B form field',
    handler: async (request) => {
      return { success: true as const, data: await getCase(db, callerOf(request), request.params) };
    },
  });

  route(app, endpoints.caseHistory, {
    access: 'member',
    tags,
    summary: "The case's audit trail, newest first (who, when, field, old → new)",
    handler: async (request) => {
      return { success: true as const, data: await getCaseHistory(db, callerOf(request), request.params) };
    },
  });

  route(app, endpoints.caseE2b, {
    access: 'member',
    tags,
    summary:
      'The E2B(R2) file of the case (format=r2, the default) or its E2B(R3) message (format=r3), or 422',
    responses: { 422: e2bProblemsResponseSchema },
    handler: async (request, reply) => {
      const r3 = request.query.format === 'r3';
      const result = r3
        ? await generateE2bR3OfCase(db, callerOf(request), request.params)
        : await generateE2bOfCase(db, callerOf(request), request.params);
      if (!result.ok) {
        // A broken case rule (decision 0038: a required element missing, a term not MedDRA-coded) blocks the report;
        // otherwise the file failed its own format's checks.
        const code = result.problems.some((problem) => problem.rule !== undefined)
          ? 'e2b_report_blocked'
          : 'e2b_not_ready';
        return reply.status(422).send({ error: API_ERRORS[code].text, code, problems: result.problems });
      }
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${r3 ? e2bR3FileName : e2bFileName}"`)
        .send(result.xml);
    },
  });

  route(app, endpoints.updateCaseType, {
    access: 'member',
    tags,
    summary: 'Change the case type (Safety information, ICSR, Special situation; case and spaces ignored)',
    handler: async (request) => {
      await updateCaseType(db, callerOf(request), {
        id: request.params.id,
        caseType: request.body.case_type,
      });
      return { success: true as const, message: CASE_TYPE_UPDATED };
    },
  });

  route(app, endpoints.updateCaseStatus, {
    access: 'member',
    tags,
    summary:
      'Set the case status (new, progress, completed) by moving its workflow step: completed only from the last step',
    handler: async (request) => {
      await changeCaseStatus(db, callerOf(request), { id: request.params.id, status: request.body.status });
      return { success: true as const, message: CASE_STATUS_UPDATED };
    },
  });

  route(app, endpoints.updateCaseField, {
    access: 'member',
    preValidation: refuseOtherCaseIdInBody,
    tags,
    summary: 'Save one E2B form field (snake_case), checked against its type and code list',
    handler: async (request) => {
      await updateCaseField(db, callerOf(request), { id: request.params.id, update: request.body });
      return { success: true as const, message: CASE_UPDATED };
    },
  });
  void app.register(caseImportRoutes, options);
  done();
};
