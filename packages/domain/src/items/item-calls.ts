import { z } from 'zod';
import { emailSchema, recordingSchema } from './item-shapes.ts';
import { paginationSchema } from './list-query.ts';
import { historyEntrySchema } from './item-reads.ts';

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

/** The engines that can transcribe a call recording on a server; `none` when it has none (decision 0037). */
export const TRANSCRIPTION_ENGINES = ['whisper', 'pocketsphinx', 'none'] as const;
export type TranscriptionEngine = (typeof TRANSCRIPTION_ENGINES)[number];
/** GET /recordings/transcription-engine: which engine this server transcribes with (the Audio panel says it). */
export const transcriptionEngineResponseSchema = z.object({ engine: z.enum(TRANSCRIPTION_ENGINES) });
export const recordingAnalyzeRequestSchema = z.object({ recordingId: z.string().min(1) });

/** The longest transcript a member may type or paste: hours of talk. */
export const MAX_TRANSCRIPT_CHARACTERS = 200_000;
/** The call languages a transcript (and an upload) may be said to be in. */
export const CALL_LANGUAGES = ['en', 'es'] as const;
export type CallLanguage = (typeof CALL_LANGUAGES)[number];
/** PUT /recordings/{id}/transcript (issue 27 point 9): the transcript typed, pasted or corrected, and its language. */
export const saveTranscriptRequestSchema = z.object({
  text: z.string().max(MAX_TRANSCRIPT_CHARACTERS, 'The transcript is at most 200,000 characters'),
  language: z.enum(CALL_LANGUAGES).optional(),
});
export type SaveTranscriptRequest = z.infer<typeof saveTranscriptRequestSchema>;
export const saveTranscriptResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  version: z.number().int(),
});
export const signedUrlResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ signedUrl: z.string(), expiresAt: z.string() }),
});

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
