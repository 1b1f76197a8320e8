import { updateCaseFieldRequestSchema } from '../../cases/case-field-update.ts';
import {
  caseCountsResponseSchema,
  caseDetailResponseSchema,
  caseHistoryResponseSchema,
  caseIdParamsSchema,
  caseListQuerySchema,
  caseListResponseSchema,
  caseMessageResponseSchema,
  createCaseRequestSchema,
  createCaseResponseSchema,
  e2bXmlResponseSchema,
  updateCaseStatusRequestSchema,
  updateCaseTypeRequestSchema,
} from '../../cases/case-shapes.ts';
import { endpoint } from '../endpoint.ts';

const errors = [400, 401, 403, 404] as const;

/** SPEC §7 case calls, and the reads, history and server-side E2B of issue 5 (docs/decisions/0008). */
export const caseEndpoints = {
  createCase: endpoint({
    method: 'POST',
    path: '/case',
    body: createCaseRequestSchema,
    response: createCaseResponseSchema,
    errors,
  }),
  cases: endpoint({
    method: 'GET',
    path: '/cases',
    query: caseListQuerySchema,
    response: caseListResponseSchema,
    errors,
  }),
  caseCounts: endpoint({ method: 'GET', path: '/cases/counts', response: caseCountsResponseSchema, errors }),
  getCase: endpoint({
    method: 'GET',
    path: '/cases/:id',
    params: caseIdParamsSchema,
    response: caseDetailResponseSchema,
    errors,
  }),
  caseHistory: endpoint({
    method: 'GET',
    path: '/cases/:id/history',
    params: caseIdParamsSchema,
    response: caseHistoryResponseSchema,
    errors,
  }),
  /** 200 is the XML file (application/xml); 422 `{ error, code, problems }` says what is missing. */
  caseE2b: endpoint({
    method: 'GET',
    path: '/cases/:id/e2b',
    params: caseIdParamsSchema,
    response: e2bXmlResponseSchema,
    errors: [...errors, 422],
  }),
  updateCaseType: endpoint({
    method: 'PUT',
    path: '/case/:id/type',
    params: caseIdParamsSchema,
    body: updateCaseTypeRequestSchema,
    response: caseMessageResponseSchema,
    errors,
  }),
  updateCaseStatus: endpoint({
    method: 'PUT',
    path: '/case/:id/status',
    params: caseIdParamsSchema,
    body: updateCaseStatusRequestSchema,
    response: caseMessageResponseSchema,
    errors,
  }),
  updateCaseField: endpoint({
    method: 'PUT',
    path: '/case/:id',
    params: caseIdParamsSchema,
    body: updateCaseFieldRequestSchema,
    response: caseMessageResponseSchema,
    errors,
  }),
};
