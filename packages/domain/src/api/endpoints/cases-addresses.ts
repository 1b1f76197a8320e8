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
