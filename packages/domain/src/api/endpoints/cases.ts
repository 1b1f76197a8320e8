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
import { caseAddresses } from './cases-addresses.ts';

const errors = [400, 401, 403, 404] as const;

/** SPEC §7 case calls, and the reads, history and server-side E2B of issue 5 (docs/decisions/0008). */
export const caseEndpoints = {
  createCase: endpoint({
    ...caseAddresses.createCase,
    body: createCaseRequestSchema,
    response: createCaseResponseSchema,
    errors,
  }),
  cases: endpoint({
    ...caseAddresses.cases,
    query: caseListQuerySchema,
    response: caseListResponseSchema,
    errors,
  }),
  caseCounts: endpoint({ ...caseAddresses.caseCounts, response: caseCountsResponseSchema, errors }),
  getCase: endpoint({
    ...caseAddresses.getCase,
    params: caseIdParamsSchema,
    response: caseDetailResponseSchema,
    errors,
  }),
  caseHistory: endpoint({
    ...caseAddresses.caseHistory,
    params: caseIdParamsSchema,
    response: caseHistoryResponseSchema,
    errors,
  }),
  /** 200 is the XML file (application/xml); 422 `{ error, code, problems }` says what is missing. */
  caseE2b: endpoint({
    ...caseAddresses.caseE2b,
    params: caseIdParamsSchema,
    response: e2bXmlResponseSchema,
    errors: [...errors, 422],
  }),
  updateCaseType: endpoint({
    ...caseAddresses.updateCaseType,
    params: caseIdParamsSchema,
    body: updateCaseTypeRequestSchema,
    response: caseMessageResponseSchema,
    errors,
  }),
  updateCaseStatus: endpoint({
    ...caseAddresses.updateCaseStatus,
    params: caseIdParamsSchema,
    body: updateCaseStatusRequestSchema,
    response: caseMessageResponseSchema,
    errors,
  }),
  updateCaseField: endpoint({
    ...caseAddresses.updateCaseField,
    params: caseIdParamsSchema,
    body: updateCaseFieldRequestSchema,
    response: caseMessageResponseSchema,
    errors,
  }),
};
