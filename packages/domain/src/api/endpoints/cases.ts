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
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { caseAddresses } from './cases-addresses.ts';

const errors = [400, 401, 403, 404] as const;

/** GET /cases/{id}/e2b?format=r2|r3: the ICH E2B(R2) file (the default, SPEC §7) or the E2B(R3) message. */
export const caseE2bQuerySchema = z.object({ format: z.enum(['r2', 'r3']).default('r2') });

/** POST /cases/import answers the new case's id; the file is multipart field `file`. */
export const importCaseResponseSchema = z.object({
  success: z.literal(true),
  id: z.string(),
  format: z.enum(['r2', 'r3']),
});

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
    query: caseE2bQuerySchema,
    response: e2bXmlResponseSchema,
    errors: [...errors, 422],
  }),
  /** One E2B(R2) or E2B(R3) file becomes a new case with no source item (413 over 10 MB). */
  importCase: endpoint({
    ...caseAddresses.importCase,
    multipart: true,
    response: importCaseResponseSchema,
    errors: [...errors, 413],
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
