import { z } from 'zod';

/**
 * Why an item is Non-relevant (issue 26 point 8, decision 0036). Each organisation keeps its own list; until an
 * owner or admin edits it, these defaults apply, their labels read from the catalogue in the reader's language
 * (`triage.reason.<code>`). `explain`: the reason needs a free text (Other).
 */
export const DEFAULT_NON_RELEVANT_REASON_CODES = [
  'not_medicinal_product',
  'no_safety_content',
  'duplicate',
  'spam',
  'other',
] as const;
export type DefaultNonRelevantReasonCode = (typeof DEFAULT_NON_RELEVANT_REASON_CODES)[number];

export const MAX_NON_RELEVANT_REASONS = 30;
export const MAX_REASON_LABEL_CHARS = 120;
export const MAX_REASON_TEXT_CHARS = 1000;

export const reasonCodeSchema = z.string().regex(/^[a-z0-9_-]{1,40}$/, 'lower-case letters, digits, _ or -');

export const nonRelevantReasonSchema = z.object({
  code: reasonCodeSchema,
  /** The organisation's own wording; null on a default reason, which the catalogue names in each language. */
  label: z.string().trim().min(1).max(MAX_REASON_LABEL_CHARS).nullable(),
  explain: z.boolean(),
});
export type NonRelevantReason = z.infer<typeof nonRelevantReasonSchema>;

export const DEFAULT_NON_RELEVANT_REASONS: readonly NonRelevantReason[] =
  DEFAULT_NON_RELEVANT_REASON_CODES.map((code) => ({ code, label: null, explain: code === 'other' }));

export function isDefaultReasonCode(code: string): code is DefaultNonRelevantReasonCode {
  return (DEFAULT_NON_RELEVANT_REASON_CODES as readonly string[]).includes(code);
}

/** A list an organisation may keep: 1–30 reasons, codes unique, a label on every reason that is not a default. */
export const nonRelevantReasonListSchema = z
  .array(nonRelevantReasonSchema)
  .min(1)
  .max(MAX_NON_RELEVANT_REASONS)
  .refine((list) => new Set(list.map((reason) => reason.code)).size === list.length, 'codes must be unique')
  .refine(
    (list) => list.every((reason) => reason.label !== null || isDefaultReasonCode(reason.code)),
    'a reason of your own needs a label',
  );

/** GET /triage/reasons: the organisation's list; `customised` false while the defaults apply. */
export const nonRelevantReasonsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(nonRelevantReasonSchema),
  customised: z.boolean(),
});

/** PUT /triage/reasons: the whole list, or null to go back to the defaults. */
export const nonRelevantReasonsUpdateSchema = z.object({ reasons: nonRelevantReasonListSchema.nullable() });
export type NonRelevantReasonsUpdate = z.infer<typeof nonRelevantReasonsUpdateSchema>;
