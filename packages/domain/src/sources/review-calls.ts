import { z } from 'zod';
import { LITERATURE_FLAGS, REVIEW_FLAGS } from '../constants.ts';
import { paginationSchema } from '../items/list-query.ts';
import { MAX_REASON_TEXT_CHARS, reasonCodeSchema } from '../items/non-relevant-reasons.ts';
import { REFERENCE_TYPES, SOURCES } from './source-list.ts';

/**
 * The review calls that name a source or a reference_type (SPEC §7.2): change-status, Train AI's feedback and the
 * cross-source triage inbox. Here rather than in items/, which stays below the list of sources.
 */
export const changeStatusRequestSchema = z.object({
  reference_id: z.string().min(1),
  reference_type: z.enum(REFERENCE_TYPES),
  status_id: z.union([z.literal(2), z.literal(3)]),
  /** Sent by the spec's client; the server records the signed-in user from the database instead. */
  changed_by: z.string().optional(),
  changed_by_name: z.string().optional(),
  /** Required with status 3: one of the organisation's Non-relevant reasons (decision 0036). */
  reason_code: reasonCodeSchema.optional(),
  /** The explanation a reason such as Other asks for. */
  reason_text: z.string().trim().max(MAX_REASON_TEXT_CHARS).optional(),
});
export type ChangeStatusRequest = z.infer<typeof changeStatusRequestSchema>;

/** POST /change-status/undo: put the item back as it was before this status change (the caller's latest). */
export const undoStatusRequestSchema = z.object({ history_id: z.string().min(1).max(100) });
export type UndoStatusRequest = z.infer<typeof undoStatusRequestSchema>;

/** One row of the cross-source triage inbox (GET /triage). */
export const triageItemSchema = z.object({
  id: z.string(),
  source: z.enum(SOURCES),
  source_key: z.string().nullable(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string().nullable(),
  published_at: z.string(),
  adr: z.boolean().nullable(),
  pqc: z.boolean().nullable(),
  mi: z.boolean().nullable(),
  /** Route of the item's detail page in the SPA, e.g. /emails/{id}. */
  detail_path: z.string(),
  /** When the organisation received it (decision 0032): the priority sort's age. */
  received_at: z.string().optional(),
  /** The analysis read a seriousness criterion: first in the priority sort. */
  serious: z.boolean().optional(),
  /** No criterion, but words that may hide one (issue 27): second in the priority sort, on the shorter clock. */
  possibly_serious: z.boolean().optional(),
  /** The organisation's products the item names (decision 0042): the "Own product" marker, second in priority. */
  own_products: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
});
export type TriageItem = z.infer<typeof triageItemSchema>;
export const triageListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(triageItemSchema),
  pagination: paginationSchema,
  /** The whole inbox (before the source and flag filters) counted per source and per flag, for the filters. */
  counts: z
    .object({
      sources: z.record(z.string(), z.number().int()),
      flags: z.object({ adr: z.number().int(), pqc: z.number().int(), mi: z.number().int() }),
    })
    .optional(),
});
export const triageCountResponseSchema = z.object({ success: z.literal(true), count: z.number().int() });

/** Train AI (SPEC §2.8), stored on the server: per present flag correct/incorrect, per absent flag missed. */
const anyFlag = z.enum([...REVIEW_FLAGS, ...LITERATURE_FLAGS]);
export const feedbackRequestSchema = z.object({
  reference_id: z.string().min(1),
  reference_type: z.enum(REFERENCE_TYPES),
  flags: z
    .array(
      z.object({
        flag: anyFlag,
        verdict: z.enum(['correct', 'incorrect', 'missed']),
        reason: z.string().trim().max(2000).optional(),
      }),
    )
    .min(1),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
