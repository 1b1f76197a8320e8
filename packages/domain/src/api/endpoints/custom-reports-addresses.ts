/** Method and path of each call of `customReportEndpoints` (custom-reports.ts), without zod (see cases-addresses.ts). */
export const customReportAddresses = {
  runCustomReport: { method: 'POST', path: '/custom-reports/run' },
  exportCustomReport: { method: 'GET', path: '/custom-reports/export' },
  customReports: { method: 'GET', path: '/custom-reports' },
  createCustomReport: { method: 'POST', path: '/custom-reports' },
  updateCustomReport: { method: 'PUT', path: '/custom-reports/:id' },
  deleteCustomReport: { method: 'DELETE', path: '/custom-reports/:id' },
} as const;
