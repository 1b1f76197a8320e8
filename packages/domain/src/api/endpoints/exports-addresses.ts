/**
 * Method and path of each call of `exportEndpoints` (exports.ts), without zod: the web downloads by these while the
 * contracts spread them. Each is a list's rows as a CSV file, with the list's filters (issue 14, decision 0019).
 */
export const exportAddresses = {
  exportItems: { method: 'GET', path: '/items/export' },
  exportTriage: { method: 'GET', path: '/triage/export' },
  exportCases: { method: 'GET', path: '/cases/export' },
} as const;
