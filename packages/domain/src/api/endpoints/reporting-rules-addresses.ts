import type { ApiErrorEntry } from '../error.ts';
/** Method and path of each call of `reportingRulesEndpoints` (reporting-rules.ts), without zod (see cases-addresses.ts). */
export const reportingRulesAddresses = {
  reportingRules: { method: 'GET', path: '/reporting-rules' },
  saveReportingRules: { method: 'PUT', path: '/reporting-rules/:receiver' },
  caseObligations: { method: 'GET', path: '/cases/:id/obligations' },
} as const;

/** The stable error codes of the reporting rules, with their English text (API_ERRORS spreads them). */
export const reportingRulesErrors = {
  reporting_rules_not_allowed: {
    category: 'forbidden',
    text: 'Only an owner or an admin can change the reporting rules',
  },
} as const satisfies Record<string, ApiErrorEntry>;
