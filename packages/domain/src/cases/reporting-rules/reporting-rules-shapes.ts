import { z } from 'zod';
import { isCalendarDate } from '../../calendar-date.ts';
import { OBLIGATION_REASONS } from './evaluate-reporting-rules.ts';
import {
  REPORTING_OBLIGATIONS,
  REPORTING_RECEIVERS,
  RULE_COUNTRIES,
  RULE_EXPECTEDNESS,
  RULE_PRODUCT_TYPES,
  RULE_RELATEDNESS,
  RULE_REPORT_SOURCES,
  RULE_SERIOUSNESS,
} from './reporting-rule-kinds.ts';

/** The longest table an organisation keeps per receiver, and the longest basis text of a rule. */
export const REPORTING_RULES_MAX = 50;
export const RULE_BASIS_MAX = 500;

const basisSchema = z.string().trim().min(1).max(RULE_BASIS_MAX);

export const reportingRuleSchema = z.object({
  seriousness: z.enum(RULE_SERIOUSNESS),
  expectedness: z.enum(RULE_EXPECTEDNESS),
  relatedness: z.enum(RULE_RELATEDNESS),
  source: z.enum(RULE_REPORT_SOURCES),
  country: z.enum(RULE_COUNTRIES),
  product_type: z.enum(RULE_PRODUCT_TYPES),
  obligation: z.enum(REPORTING_OBLIGATIONS),
  basis: basisSchema,
});

export const receiverRuleTableSchema = z.object({
  receiver: z.enum(REPORTING_RECEIVERS),
  rules: z.array(reportingRuleSchema).max(REPORTING_RULES_MAX),
  fallback: z.enum(REPORTING_OBLIGATIONS),
  fallback_basis: basisSchema,
});

const calendarDate = z.string().refine(isCalendarDate, { message: 'A date as YYYY-MM-DD' });

/** One saved version of a receiver's table. */
export const reportingRuleVersionSchema = z.object({
  id: z.string(),
  effective_from: z.string(),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
  table: receiverRuleTableSchema,
});

/** GET /reporting-rules: per receiver the shipped table and the organisation's versions, newest first. */
export const reportingRulesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      receiver: z.enum(REPORTING_RECEIVERS),
      defaults: receiverRuleTableSchema,
      versions: z.array(reportingRuleVersionSchema),
    }),
  ),
});
export type ReportingRulesAnswer = z.infer<typeof reportingRulesResponseSchema>['data'];

export const reportingReceiverParamsSchema = z.object({ receiver: z.enum(REPORTING_RECEIVERS) });

/** PUT /reporting-rules/{receiver}: a new version of the table, in force for cases whose day 0 is on or after. */
export const saveReportingRulesRequestSchema = z.object({
  effective_from: calendarDate,
  rules: z.array(reportingRuleSchema).max(REPORTING_RULES_MAX),
  fallback: z.enum(REPORTING_OBLIGATIONS),
  fallback_basis: basisSchema,
});
export type SaveReportingRulesRequest = z.infer<typeof saveReportingRulesRequestSchema>;

export const saveReportingRulesResponseSchema = z.object({
  success: z.literal(true),
  data: reportingRuleVersionSchema,
});

export const caseObligationSchema = z.object({
  receiver: z.enum(REPORTING_RECEIVERS),
  obligation: z.enum(REPORTING_OBLIGATIONS),
  rule_number: z.number().int().nullable(),
  basis: z.string(),
  reasons: z.array(z.enum(OBLIGATION_REASONS)),
  due_date: z.string().nullable(),
  days_left: z.number().int().nullable(),
  open: z.boolean(),
  overdue: z.boolean(),
  rules_effective_from: z.string().nullable(),
});

/** GET /cases/{id}/obligations: one obligation per receiver. */
export const caseObligationsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(caseObligationSchema),
});
