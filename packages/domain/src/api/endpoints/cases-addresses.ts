import type { ApiErrorEntry } from '../error.ts';
/**
 * Method and path of each call of `caseEndpoints` (cases.ts), without zod: the web calls by these (apiCall) while
 * the contracts spread them, so a path is written once and a page that only makes a call does not load its schemas.
 */
export const caseAddresses = {
  createCase: { method: 'POST', path: '/case' },
  cases: { method: 'GET', path: '/cases' },
  getCase: { method: 'GET', path: '/cases/:id' },
  caseHistory: { method: 'GET', path: '/cases/:id/history' },
  caseE2b: { method: 'GET', path: '/cases/:id/e2b' },
  importCase: { method: 'POST', path: '/cases/import' },
  updateCaseType: { method: 'PUT', path: '/case/:id/type' },
  updateCaseStatus: { method: 'PUT', path: '/case/:id/status' },
  updateCaseField: { method: 'PUT', path: '/case/:id' },
  caseCounts: { method: 'GET', path: '/cases/counts' },
} as const;

/** The stable error codes of cases, their E2B files and the E2B import (the import's texts are importE2bXml's refusals), with the spec's English text (API_ERRORS spreads them). */
export const casesErrors = {
  case_not_found: { category: 'not_found', text: 'Case not found' },
  case_id_mismatch: { category: 'validation', text: 'The case id in the body does not match the path' },
  e2b_not_ready: { category: 'unprocessable', text: 'The case is not ready for an E2B report' },
  e2b_report_blocked: {
    category: 'unprocessable',
    text: 'The report is blocked until the listed problems are fixed',
  },
  e2b_file_missing: { category: 'validation', text: 'Send one E2B XML file in the form field "file"' },
  e2b_not_e2b: { category: 'validation', text: 'The file is not an E2B(R2) or E2B(R3) message' },
  e2b_entities: { category: 'validation', text: 'The file declares entities, which are not accepted' },
  e2b_no_case: { category: 'validation', text: 'The file holds no safety report' },
  e2b_too_large: { category: 'payload_too_large', text: 'The file is larger than 10 MB' },
} as const satisfies Record<string, ApiErrorEntry>;
