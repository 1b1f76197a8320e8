import type { ApiErrorEntry } from '../error.ts';
/** Method and path of each call of `customReportEndpoints` (custom-reports.ts), without zod (see cases-addresses.ts). */
export const customReportAddresses = {
  runCustomReport: { method: 'POST', path: '/custom-reports/run' },
  exportCustomReport: { method: 'GET', path: '/custom-reports/export' },
  customReports: { method: 'GET', path: '/custom-reports' },
  createCustomReport: { method: 'POST', path: '/custom-reports' },
  updateCustomReport: { method: 'PUT', path: '/custom-reports/:id' },
  deleteCustomReport: { method: 'DELETE', path: '/custom-reports/:id' },
} as const;

/** The stable error codes of saved custom reports, with the spec's English text (API_ERRORS spreads them). */
export const customReportsErrors = {
  custom_report_not_found: { category: 'not_found', text: 'Saved report not found' },
  custom_report_name_taken: {
    category: 'conflict',
    text: 'A saved report of your organisation already has this name: choose another',
  },
  custom_report_not_yours: {
    category: 'forbidden',
    text: 'Only the member who saved this report, an owner, an admin or a manager can change or delete it',
  },
} as const satisfies Record<string, ApiErrorEntry>;
