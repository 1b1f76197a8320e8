import { z } from 'zod';
import { WORKFLOW_STEPS } from './case-workflow.ts';
import { paginationSchema } from '../items/list-query.ts';
import { CASE_FIELD_NAMES, type CaseFieldValue } from './case-fields.ts';
import { SOURCES } from '../sources/source-list.ts';
import { CASE_SOURCES, CASE_STATUSES, CASE_TYPES, normalizeCaseType } from './case-kinds.ts';
import { assessmentRowSchema } from './case-assessment-shapes.ts';
import { PRODUCT_TYPES, REPORTING_RECEIVERS } from './reporting-rules/reporting-rule-kinds.ts';

/** POST /case (SPEC §3 "Case creation payload"). The server reads the item itself; see docs/decisions/0008. */
export const createCaseRequestSchema = z.object({
  reference_id: z.string().trim().min(1).max(500),
  // Converting names an item, so its source (an imported or manual case is not made by this call).
  source: z.enum(SOURCES),
  comment: z.string().max(200_000).nullish(),
  username: z.string().max(2000).nullish(),
  published_at: z.string().max(100).nullish(),
});
export type CreateCaseRequest = z.infer<typeof createCaseRequestSchema>;

export const createCaseResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.string(),
  /** false when the item already had a case: converting twice opens the same case. */
  created: z.boolean(),
});

export const updateCaseTypeRequestSchema = z.object({
  case_type: z
    .string()
    .min(1)
    .transform((name, context) => {
      const type = normalizeCaseType(name);
      if (type === undefined) {
        context.addIssue({ code: 'custom', message: `Unknown case type: ${name}` });
        return z.NEVER;
      }
      return type;
    }),
});

export const updateCaseStatusRequestSchema = z.object({ status: z.enum(CASE_STATUSES) });

export const caseMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

const booleanParam = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** GET /cases filters (SPEC §2.9 filter row) plus the regulatory clock's overdue filter. */
export const caseListQuerySchema = z.object({
  status: z.enum(CASE_STATUSES).optional(),
  case_type: z
    .string()
    .transform((name) => normalizeCaseType(name))
    .pipe(z.enum(CASE_TYPES))
    .optional(),
  source: z.enum(CASE_SOURCES).optional(),
  overdue: booleanParam.optional(),
  /** The cases made of one item (its detail page links to them). */
  item_id: z.string().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).optional(),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});
export type CaseListQuery = z.input<typeof caseListQuerySchema>;

/** One row of the cases list (SPEC §3 "Case: list fields"), with the regulatory clock. */
export const caseSummarySchema = z.object({
  id: z.string(),
  reference_id: z.string(),
  status: z.enum(CASE_STATUSES),
  case_type: z.enum(CASE_TYPES),
  source: z.enum(CASE_SOURCES),
  comment: z.string(),
  username: z.string(),
  published_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  aiFlags: z.array(z.string()),
  adr: z.boolean(),
  pqc: z.boolean(),
  mi: z.boolean(),
  /** Day 0 of the regulatory clock: when the organisation first received the report (its initial receipt). */
  day_zero: z.string(),
  /** C.1.4, YYYY-MM-DD: the UTC day of day_zero. */
  initial_receipt_date: z.string(),
  /** C.1.5, YYYY-MM-DD: when the organisation received the most recent information of the case. */
  latest_receipt_date: z.string(),
  /** Any seriousness criterion set. */
  serious: z.boolean(),
  /**
   * The earliest due date of the case's expedited reporting obligations (decision 0044); without one (only periodic
   * reports or none), day_zero + 15 calendar days when serious, + 90 otherwise (YYYY-MM-DD).
   */
  due_date: z.string(),
  overdue: z.boolean(),
  /** The receiver whose obligation due_date is; null when due_date is the fixed 15/90-day clock. */
  due_receiver: z.enum(REPORTING_RECEIVERS).nullable(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

export const caseListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(caseSummarySchema),
  pagination: paginationSchema.optional(),
});

export const caseCountsSchema = z.object({
  total: z.number().int(),
  new: z.number().int(),
  progress: z.number().int(),
  completed: z.number().int(),
  overdue: z.number().int(),
});
export type CaseCounts = z.infer<typeof caseCountsSchema>;
export const caseCountsResponseSchema = z.object({ success: z.literal(true), data: caseCountsSchema });

const caseFieldValueSchema = z.union([z.string(), z.boolean(), z.null()]);

/** GET /cases/{id}: the summary plus every form field (null when unset) under its snake_case name. */
const sectionListSchema = z.array(z.record(z.string(), caseFieldValueSchema));

/**
 * GET /cases/{id}: the summary plus every form field (null when unset) under its snake_case name, every entry of
 * the repeatable sections (the first being the form's own fields), the assignee, and whether the case came from an
 * item (a manual or imported case did not).
 */
export const caseDetailSchema = caseSummarySchema.extend({
  form: z.record(z.string(), caseFieldValueSchema),
  sections: z.object({
    C2: sectionListSchema,
    E: sectionListSchema,
    F: sectionListSchema,
    G: sectionListSchema,
  }),
  assignee_id: z.string().nullable(),
  assignee_name: z.string().nullable(),
  item_id: z.string().nullable(),
  /** The workflow step (decision 0034): `status` follows from it. */
  workflow_step: z.enum(WORKFLOW_STEPS),
  /** Who passed the data entry on (the author the quality check is kept from); null before. */
  data_entry_by: z.string().nullable(),
  /** One row per suspect or interacting drug × reaction: causality and expectedness (decision 0041). */
  assessments: z.array(assessmentRowSchema).default([]),
  /**
   * Per entry of section G, in order: the organisation's product the drug's name refers to (decision 0042), or null
   * when the dictionary has none.
   */
  drug_products: z
    .array(z.object({ id: z.string(), name: z.string(), product_type: z.enum(PRODUCT_TYPES) }).nullable())
    .default([]),
  /**
   * The words that made the case's item possibly serious (issue 27), until a reviewer downgrades it: the reporting
   * rules read the case as serious meanwhile. Null when it never was, or once downgraded.
   */
  possibly_serious_words: z.array(z.string()).nullable().default(null),
});
export type CaseDetail = z.infer<typeof caseDetailSchema> & { form: Record<string, CaseFieldValue> };
export const caseDetailResponseSchema = z.object({ success: z.literal(true), data: caseDetailSchema });

/**
 * One entry of GET /cases/{id}/history (the case's audit trail, newest first). type is the audit event
 * ('case.created', 'case.field_updated', 'case.type_changed', 'case.status_changed'); field, old_value and
 * new_value are null for the creation. The changer's name comes from the users table.
 */
export const caseHistoryEntrySchema = z.object({
  id: z.string(),
  type: z.string(),
  field: z.string().nullable(),
  old_value: caseFieldValueSchema,
  new_value: caseFieldValueSchema,
  changed_by: z.string().nullable(),
  changed_by_name: z.string().nullable(),
  changed_at: z.string(),
  /**
   * What an event that is not a single field's change records (issue 13): the section, entry and action of a
   * section change, the format of an import, the other case of a link. Null for a field's change.
   */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
});
export type CaseHistoryEntry = z.infer<typeof caseHistoryEntrySchema>;
export const caseHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(caseHistoryEntrySchema),
});

/** 422 answer of GET /cases/{id}/e2b when the case cannot make a valid report yet. */
export const e2bProblemsResponseSchema = z.object({
  error: z.string(),
  code: z.string(),
  problems: z.array(
    z.object({
      field: z.string().optional(),
      message: z.string(),
      // A case rule both formats share (case-report-rules.ts): its id, the form section and the entry (0 = first).
      rule: z.string().optional(),
      section: z.string().optional(),
      entry: z.number().int().min(0).optional(),
    }),
  ),
});

export const caseIdParamsSchema = z.object({ id: z.string().min(1) });

export { CASE_FIELD_NAMES };

/** GET /cases/{id}/e2b: the E2B(R2) file itself, sent as application/xml. */
export const e2bXmlResponseSchema = z.string().describe('E2B(R2) ichicsr XML');
