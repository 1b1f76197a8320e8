import { z } from 'zod';
import { MEDDRA_LANGUAGES } from '../meddra/meddra-release.ts';
import { SOURCES } from '../sources/source-list.ts';
import { isCalendarDate } from '../calendar-date.ts';
import { PSUR_PRODUCT_MAX, PSUR_TABLES } from './psur-names.ts';

const calendarDate = (what: string) =>
  z.string({ error: `${what} is required (YYYY-MM-DD)` }).refine(isCalendarDate, {
    message: `${what} must be a date as YYYY-MM-DD`,
  });

/** The product and the reporting interval: `from` (interval start) to `to` (the data lock point), both included. */
export const psurBaseQuerySchema = z.object({
  product: z
    .string({ error: 'Name a product' })
    .trim()
    .min(2, 'Name a product (two characters at least)')
    .max(PSUR_PRODUCT_MAX),
  from: calendarDate('The interval start'),
  to: calendarDate('The data lock point'),
  /** The language of the MedDRA release whose SOC and PT names are shown (when the organisation has two). */
  language: z.enum(MEDDRA_LANGUAGES).optional(),
});

const intervalInOrder = {
  check: (query: { from: string; to: string }) => query.from <= query.to,
  message: 'The interval start must be on or before the data lock point',
};

/** GET /psur. */
export const psurQuerySchema = psurBaseQuerySchema.refine(intervalInOrder.check, {
  message: intervalInOrder.message,
  path: ['from'],
});
export type PsurQuery = z.input<typeof psurQuerySchema>;

/** GET /psur/export: one table of the report as CSV. */
export const psurExportQuerySchema = psurBaseQuerySchema
  .extend({ table: z.enum(PSUR_TABLES) })
  .refine(intervalInOrder.check, { message: intervalInOrder.message, path: ['from'] });
export type PsurExportQuery = z.input<typeof psurExportQuerySchema>;

/** GET /psur/products: the type-ahead of the product picker. */
export const psurProductsQuerySchema = z.object({ q: z.string().trim().max(PSUR_PRODUCT_MAX).default('') });

const count = z.number().int();

/** Cases in the interval and up to the data lock point (cumulative). */
export const psurCountsSchema = z.object({ interval: count, cumulative: count });

/** Cases with one reaction (a PT when coded, the reported term when not), serious and not, per period. */
export const psurReactionRowSchema = z.object({
  /** The SOC of the PT in the organisation's release; null on a row of terms not coded. */
  soc_code: z.string().nullable(),
  soc_name: z.string().nullable(),
  /** Null on a SOC's own row (its total) and on a term not coded. */
  pt_code: z.string().nullable(),
  pt_name: z.string().nullable(),
  /** The reported term of a reaction not coded (or whose PT is not in the release). */
  term: z.string().nullable(),
  /** A SOC's total row: its cases counted once whatever the number of its PTs. */
  is_soc_total: z.boolean(),
  interval: count,
  interval_serious: count,
  cumulative: count,
  cumulative_serious: count,
});

/** One row of a counted table: a key (a criterion, outcome code, source or country) and its counts. */
export const psurCountRowSchema = psurCountsSchema.extend({ key: z.string() });

export const psurLineDrugSchema = z.object({
  product: z.string().nullable(),
  substance: z.string().nullable(),
  role: z.string().nullable(),
  dose: z.string().nullable(),
  dose_unit: z.string().nullable(),
  route: z.string().nullable(),
});

export const psurLineReactionSchema = z.object({
  term: z.string().nullable(),
  pt_name: z.string().nullable(),
  outcome: z.string().nullable(),
  serious: z.boolean(),
});

/** One case of the interval in the line listing. */
export const psurLineSchema = z.object({
  case_id: z.string(),
  reference_id: z.string(),
  receipt_date: z.string(),
  country: z.string().nullable(),
  age: z.string().nullable(),
  age_unit: z.string().nullable(),
  sex: z.string().nullable(),
  drugs: z.array(psurLineDrugSchema),
  reactions: z.array(psurLineReactionSchema),
  serious: z.boolean(),
  criteria: z.array(z.string()),
  source: z.string(),
  status: z.string(),
});

/** Flagged items of one source published in the interval that name the product, per flag slot. */
export const psurFlaggedRowSchema = z.object({
  source: z.enum(SOURCES),
  flagged: count,
  adr: count,
  pqc: count,
  mi: count,
});

export const psurDataSchema = z.object({
  product: z.string(),
  from: z.string(),
  to: z.string(),
  organisation: z.string(),
  generated_at: z.string(),
  /** The MedDRA release the SOC/PT names come from; null when the organisation has none loaded. */
  meddra_version: z.string().nullable(),
  cases: psurCountsSchema,
  reactions: z.array(psurReactionRowSchema),
  /** `serious`, `non_serious`, then each criterion (SERIOUSNESS_FIELDS) with its cases. */
  seriousness: z.array(psurCountRowSchema),
  /** Reactions per outcome code (REACTION_OUTCOMES), `none` when not reported. */
  outcome: z.array(psurCountRowSchema),
  sources: z.array(psurCountRowSchema),
  /** Cases per country (occurrence, else primary source, else reporter), `none` when none is given. */
  countries: z.array(psurCountRowSchema),
  line_listing: z.array(psurLineSchema),
  /** Every case of the interval: the listing above stops at PSUR_LINE_LISTING_LIMIT. */
  line_listing_total: count,
  flagged_items: z.array(psurFlaggedRowSchema),
});
export type PsurData = z.infer<typeof psurDataSchema>;
export type PsurReactionRow = z.infer<typeof psurReactionRowSchema>;
export type PsurCountRow = z.infer<typeof psurCountRowSchema>;
export type PsurLine = z.infer<typeof psurLineSchema>;
export type PsurFlaggedRow = z.infer<typeof psurFlaggedRowSchema>;

export const psurResponseSchema = z.object({ success: z.literal(true), data: psurDataSchema });

export const psurProductsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ name: z.string(), cases: count })),
});
