import { caseIdParamsSchema } from '../../cases/case-shapes.ts';
import {
  caseObligationsResponseSchema,
  reportingReceiverParamsSchema,
  reportingRulesResponseSchema,
  saveReportingRulesRequestSchema,
  saveReportingRulesResponseSchema,
} from '../../cases/reporting-rules/reporting-rules-shapes.ts';
import { endpoint } from '../endpoint.ts';
import { reportingRulesAddresses } from './reporting-rules-addresses.ts';

/** Issue 26 point 5 (decision 0040): the rules per receiver, their audited versions, and each case's obligations. */
export const reportingRulesEndpoints = {
  reportingRules: endpoint({
    ...reportingRulesAddresses.reportingRules,
    response: reportingRulesResponseSchema,
    errors: [401, 403] as const,
  }),
  saveReportingRules: endpoint({
    ...reportingRulesAddresses.saveReportingRules,
    params: reportingReceiverParamsSchema,
    body: saveReportingRulesRequestSchema,
    response: saveReportingRulesResponseSchema,
    errors: [400, 401, 403] as const,
  }),
  caseObligations: endpoint({
    ...reportingRulesAddresses.caseObligations,
    params: caseIdParamsSchema,
    response: caseObligationsResponseSchema,
    errors: [400, 401, 403, 404] as const,
  }),
};
