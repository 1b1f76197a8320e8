import {
  customReportExportQuerySchema,
  customReportIdParamsSchema,
  deleteCustomReportResponseSchema,
  runCustomReportRequestSchema,
  runCustomReportResponseSchema,
  saveCustomReportRequestSchema,
  savedCustomReportResponseSchema,
  savedCustomReportsResponseSchema,
} from '../../reports/custom-report-shapes.ts';
import { endpoint } from '../endpoint.ts';
import { customReportAddresses } from './custom-reports-addresses.ts';

const errors = [400, 401, 403] as const;
const changeErrors = [400, 401, 403, 404, 409] as const;

/** The Custom Report page (issue 14, decision 0024): run, export, and the organisation's saved definitions. */
export const customReportEndpoints = {
  runCustomReport: endpoint({
    ...customReportAddresses.runCustomReport,
    body: runCustomReportRequestSchema,
    response: runCustomReportResponseSchema,
    errors,
  }),
  /** 200 is a `text/csv` attachment, so no JSON answer is declared. */
  exportCustomReport: endpoint({
    ...customReportAddresses.exportCustomReport,
    query: customReportExportQuerySchema,
    errors,
  }),
  customReports: endpoint({
    ...customReportAddresses.customReports,
    response: savedCustomReportsResponseSchema,
    errors,
  }),
  createCustomReport: endpoint({
    ...customReportAddresses.createCustomReport,
    body: saveCustomReportRequestSchema,
    response: savedCustomReportResponseSchema,
    errors: changeErrors,
  }),
  updateCustomReport: endpoint({
    ...customReportAddresses.updateCustomReport,
    params: customReportIdParamsSchema,
    body: saveCustomReportRequestSchema,
    response: savedCustomReportResponseSchema,
    errors: changeErrors,
  }),
  deleteCustomReport: endpoint({
    ...customReportAddresses.deleteCustomReport,
    params: customReportIdParamsSchema,
    response: deleteCustomReportResponseSchema,
    errors: changeErrors,
  }),
};
