import { z } from 'zod';
import { REVIEW_FLAGS, LITERATURE_FLAGS } from '../constants.ts';
import { emailSchema, recordingSchema } from './item-shapes.ts';
import { paginationSchema } from './list-query.ts';
import { historyEntrySchema } from './item-reads.ts';
import { REFERENCE_TYPES, SOURCES } from '../sources/source-list.ts';

export const changeStatusRequestSchema = z.object({
  reference_id: z.string().min(1),
  reference_type: z.enum(REFERENCE_TYPES),
  status_id: z.union([z.literal(2), z.literal(3)]),
  /** Sent by the spec's client; the server records the signed-in user from the database instead. */
  changed_by: z.string().optional(),
  changed_by_name: z.string().optional(),
});
export type ChangeStatusRequest = z.infer<typeof changeStatusRequestSchema>;

export const changeStatusResponseSchema = z.object({ success: z.literal(true), data: historyEntrySchema });
/** GET /recordings/{id}/history answers under `history` (SPEC §7.2). */
export const recordingHistoryResponseSchema = z.object({
  success: z.literal(true),
  history: z.array(historyEntrySchema),
});

export const emailListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(emailSchema),
  pagination: paginationSchema.optional(),
});
export const emailResponseSchema = z.object({ success: z.literal(true), data: emailSchema });
export const emailUploadResponseSchema = z.object({ success: z.literal(true), id: z.string() });
export const emailAnalyzeRequestSchema = z.object({ emailId: z.string().min(1) });

export const recordingListResponseSchema = z.object({
  success: z.literal(true),
  recordings: z.array(recordingSchema),
  pagination: paginationSchema.optional(),
});
export const recordingResponseSchema = z.object({ success: z.literal(true), data: recordingSchema });
export const recordingUploadResponseSchema = z.object({ success: z.literal(true), recording_id: z.string() });
export const recordingAnalyzeRequestSchema = z.object({ recordingId: z.string().min(1) });
export const signedUrlResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ signedUrl: z.string(), expiresAt: z.string() }),
});

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
});
export type TriageItem = z.infer<typeof triageItemSchema>;
export const triageListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(triageItemSchema),
  pagination: paginationSchema,
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

export const flagMetricsSchema = z.object({
  /** Flags confirmed correct / (confirmed correct + marked incorrect); null without feedback. */
  precision: z.number().nullable(),
  /** Confirmed correct / (confirmed correct + missed); null without feedback. */
  recall: z.number().nullable(),
  correct: z.number().int(),
  incorrect: z.number().int(),
  missed: z.number().int(),
});
export const feedbackMetricsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ adr: flagMetricsSchema, pqc: flagMetricsSchema, mi: flagMetricsSchema }),
});
