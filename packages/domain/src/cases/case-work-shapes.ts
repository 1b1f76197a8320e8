import { z } from 'zod';
import { isCalendarDate } from '../calendar-date.ts';
import { LANGUAGES } from '../constants.ts';
import { MEDDRA_LANGUAGES } from '../meddra/meddra-release.ts';
import { RECEIPT_REASON_MAX } from './receipt-dates.ts';
import { REPEATABLE_SECTIONS } from './case-sections.ts';

/**
 * Calls of issue 13's case work: the entries of the repeatable sections (C.2.r, E.i, F.r, G.k), assignment and the
 * drafted narrative. Entry 0 of a section is the case's own fields, as `PUT /case/{id}` saves them.
 */
export const MAX_SECTION_ENTRIES = 50;

export const caseSectionParamsSchema = z.object({
  id: z.string().min(1),
  section: z.enum(REPEATABLE_SECTIONS),
});
export const caseSectionEntryParamsSchema = caseSectionParamsSchema.extend({
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_SECTION_ENTRIES - 1),
});

/** The new order of a section's entries: each current index once. */
export const reorderSectionRequestSchema = z.object({
  order: z
    .array(z.number().int().min(0))
    .min(1)
    .max(MAX_SECTION_ENTRIES)
    .refine((order) => new Set(order).size === order.length, 'Each entry may appear once'),
});

const entryValueSchema = z.union([z.string(), z.boolean(), z.null()]);
export const sectionEntrySchema = z.record(z.string(), entryValueSchema);

/** Every entry of the section after the change, the first one included. */
export const caseSectionResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(sectionEntrySchema),
});

/**
 * PUT /cases/{id}/sections/{section}/{index}/coding: a reaction's (E) or a drug indication's (G) term with the LLT
 * picked for it in the organisation's `language` release, or `llt_code` null for free text ("not coded"). The server
 * finds the PT and the version itself; the client names only the LLT.
 */
export const codeSectionEntryRequestSchema = z.object({
  term: z.string().trim().max(250),
  llt_code: z
    .string()
    .regex(/^\d{8}$/, 'An LLT code has 8 digits')
    .nullable(),
  language: z.enum(MEDDRA_LANGUAGES),
});
export type CodeSectionEntryRequest = z.infer<typeof codeSectionEntryRequestSchema>;

export const assignCaseRequestSchema = z.object({ assignee_id: z.string().min(1).nullable() });
export const assignCaseResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/**
 * POST /cases/{id}/narrative-draft: the language to write the draft in (the reviewer's); English when the body is
 * left out (null or absent), as callers before issue 26 sent none.
 */
export const narrativeDraftRequestSchema = z.object({ language: z.enum(LANGUAGES) }).nullish();
export type NarrativeDraftRequest = z.infer<typeof narrativeDraftRequestSchema>;

export const narrativeDraftResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ narrative: z.string() }),
});

/** POST /cases/manual: the new case's id. */
export const manualCaseResponseSchema = z.object({ success: z.literal(true), id: z.string() });

const calendarDate = z.string().refine(isCalendarDate, 'Enter a date as YYYY-MM-DD');

/** The reason an audited change of a case's clock must give: trimmed, not empty, at most RECEIPT_REASON_MAX. */
const reasonField = (missing: string) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .max(RECEIPT_REASON_MAX, `The reason is at most ${RECEIPT_REASON_MAX} characters`);

/**
 * PUT /cases/{id}/receipt-dates: the case's initial receipt date (C.1.4, its day 0) and latest receipt date (C.1.5),
 * changed with a reason — a clock date is never changed silently.
 */
export const receiptDatesRequestSchema = z.object({
  initial_receipt_date: calendarDate,
  latest_receipt_date: calendarDate,
  reason: reasonField('Give the reason for the change'),
});
export type ReceiptDatesRequest = z.infer<typeof receiptDatesRequestSchema>;

/**
 * POST /cases/{id}/downgrade-seriousness (issue 27): a reviewer judges a possibly serious case non-serious, with the
 * reason; the criteria left unanswered are answered "no" and the shorter clock is lifted, audited.
 */
export const downgradeSeriousnessRequestSchema = z.object({
  reason: reasonField('Give the reason for the downgrade'),
});
export type DowngradeSeriousnessRequest = z.infer<typeof downgradeSeriousnessRequestSchema>;

export const receiptDatesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
