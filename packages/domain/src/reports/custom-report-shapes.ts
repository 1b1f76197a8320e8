import { z } from 'zod';
import { LITERATURE_FLAGS, REVIEW_FLAGS } from '../constants.ts';
import { CASE_SOURCES, CASE_STATUSES, CASE_TYPES } from '../cases/case-kinds.ts';
import { STATUS_FILTERS } from '../items/status.ts';
import { SOURCES } from '../sources/source-list.ts';
import {
  CASE_REPORT_COLUMNS,
  CASE_REPORT_DATE_FIELDS,
  CASE_REPORT_GROUPS,
  ITEM_REPORT_COLUMNS,
  ITEM_REPORT_GROUPS,
  MAX_REPORT_NAME_LENGTH,
  MAX_REPORT_PAGE_SIZE,
  REPORT_PAGE_SIZE,
} from './custom-report-catalogue.ts';

/** A day, YYYY-MM-DD (UTC), that exists. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Not a calendar date');

const searchText = z.string().trim().max(200).optional();

const dateRange = { date_from: day.optional(), date_to: day.optional() };

const fromNotAfterTo = (filters: { date_from?: string | undefined; date_to?: string | undefined }) =>
  !filters.date_from || !filters.date_to || filters.date_from <= filters.date_to;
const rangeMessage = { message: 'The "from" date is after the "to" date', path: ['date_to'] };

/** Filters of an items report: sources, flags (any of), review status, published date from/to (inclusive), text. */
export const itemReportFiltersSchema = z
  .strictObject({
    sources: z.array(z.enum(SOURCES)).max(SOURCES.length).default([]),
    flags: z
      .array(z.enum([...REVIEW_FLAGS, ...LITERATURE_FLAGS]))
      .max(6)
      .default([]),
    status: z.enum(STATUS_FILTERS).default('all'),
    ...dateRange,
    text: searchText,
  })
  .refine(fromNotAfterTo, rangeMessage);

/** Filters of a cases report: sources, status, type, creation or receipt date from/to, product, text. */
export const caseReportFiltersSchema = z
  .strictObject({
    sources: z.array(z.enum(CASE_SOURCES)).max(CASE_SOURCES.length).default([]),
    status: z.enum(CASE_STATUSES).optional(),
    case_type: z.enum(CASE_TYPES).optional(),
    date_field: z.enum(CASE_REPORT_DATE_FIELDS).default('created_at'),
    ...dateRange,
    /** The suspect product's name or active substance contains this (case-insensitive). */
    product: searchText,
    text: searchText,
  })
  .refine(fromNotAfterTo, rangeMessage);

const columnsOf = <const T extends readonly [string, ...string[]]>(names: T) =>
  z
    .array(z.enum(names))
    .min(1, 'Choose at least one column')
    .max(names.length)
    .refine((list) => new Set(list).size === list.length, 'A column is chosen twice');

/**
 * A custom report (issue 14, decision 0024): what it is about, its filters, its columns from the subject's
 * catalogue, and optionally one column to count by. The server validates it on every run, saved or not.
 */
export const customReportDefinitionSchema = z.discriminatedUnion('subject', [
  z.strictObject({
    subject: z.literal('items'),
    filters: itemReportFiltersSchema.default({ sources: [], flags: [], status: 'all' }),
    columns: columnsOf(ITEM_REPORT_COLUMNS),
    group_by: z.enum(ITEM_REPORT_GROUPS).nullish(),
  }),
  z.strictObject({
    subject: z.literal('cases'),
    filters: caseReportFiltersSchema.default({ sources: [], date_field: 'created_at' }),
    columns: columnsOf(CASE_REPORT_COLUMNS),
    group_by: z.enum(CASE_REPORT_GROUPS).nullish(),
  }),
]);
export type CustomReportDefinition = z.output<typeof customReportDefinitionSchema>;
export type CustomReportDefinitionInput = z.input<typeof customReportDefinitionSchema>;
export type ItemReportDefinition = Extract<CustomReportDefinition, { subject: 'items' }>;
export type CaseReportDefinition = Extract<CustomReportDefinition, { subject: 'cases' }>;

/** POST /custom-reports/run: a definition and which page of its rows. */
export const runCustomReportRequestSchema = z.strictObject({
  definition: customReportDefinitionSchema,
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(MAX_REPORT_PAGE_SIZE).default(REPORT_PAGE_SIZE),
});

/** A cell of a report row: text (dates as ISO 8601 in UTC), a yes/no flag, or empty. */
export const reportCellSchema = z.union([z.string(), z.boolean(), z.null()]);
export type ReportCell = z.infer<typeof reportCellSchema>;

export const reportGroupSchema = z.object({ key: z.string().nullable(), count: z.number().int() });
export type ReportGroup = z.infer<typeof reportGroupSchema>;

/** A run's answer: the chosen columns, one page of rows (cells in column order), the total, the grouped counts. */
export const runCustomReportResponseSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(reportCellSchema)),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Counts per value of `group_by`, the largest first (at most MAX_REPORT_GROUPS); null without a grouping. */
  groups: z.array(reportGroupSchema).nullable(),
});
export type RunCustomReportResponse = z.infer<typeof runCustomReportResponseSchema>;

/**
 * GET /custom-reports/export: the definition as JSON in `definition` (a browser download is a GET; a saved report
 * sends its stored definition the same way).
 */
export const customReportExportQuerySchema = z.strictObject({
  definition: z
    .string()
    .max(8000)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'definition is not JSON' });
        return z.NEVER;
      }
    })
    .pipe(customReportDefinitionSchema),
});

const reportName = z.string().trim().min(1, 'Give the report a name').max(MAX_REPORT_NAME_LENGTH);

/** POST /custom-reports and PUT /custom-reports/:id: a name (unique in the organisation) and the definition. */
export const saveCustomReportRequestSchema = z.strictObject({
  name: reportName,
  definition: customReportDefinitionSchema,
});
export type SaveCustomReportRequest = z.input<typeof saveCustomReportRequestSchema>;

export const customReportIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * A saved report as listed: who saved it, when, and whether the caller may change or delete it. `definition` is
 * null when the stored one no longer validates (saved by an older version with a column or filter since removed):
 * the report is still listed, so its owner sees it and can delete it or save over it, instead of it vanishing.
 */
export const savedCustomReportSchema = z.object({
  id: z.string(),
  name: z.string(),
  definition: customReportDefinitionSchema.nullable(),
  created_by: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  can_edit: z.boolean(),
});
export type SavedCustomReport = z.infer<typeof savedCustomReportSchema>;

export const savedCustomReportsResponseSchema = z.object({ reports: z.array(savedCustomReportSchema) });
export const savedCustomReportResponseSchema = z.object({ report: savedCustomReportSchema });
export const deleteCustomReportResponseSchema = z.object({ message: z.string() });
