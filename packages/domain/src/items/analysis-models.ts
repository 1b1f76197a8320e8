import { z } from 'zod';
import { flagMetricsSchema } from './item-calls.ts';

/** Statuses of an organisation's own model versions (decision 0012). */
export const ANALYSIS_MODEL_STATUSES = ['active', 'retired', 'rejected'] as const;
export type AnalysisModelStatus = (typeof ANALYSIS_MODEL_STATUSES)[number];

const flagFigureSchema = z.object({ precision: z.number().nullable(), recall: z.number().nullable() });
const comparisonSchema = z.object({ adr: flagFigureSchema, pqc: flagFigureSchema, mi: flagFigureSchema });

export const analysisModelVersionSchema = z.object({
  id: z.string(),
  version: z.string(),
  status: z.enum(ANALYSIS_MODEL_STATUSES),
  /** Verdicts it learned from, and verdicts held back to compare it with the model then in use. */
  verdicts: z.number().int(),
  held_back: z.number().int(),
  /** On the held-back verdicts: the model then in use, and this one. */
  current: comparisonSchema.nullable(),
  proposed: comparisonSchema.nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
  activated_at: z.string().nullable(),
});
export type AnalysisModelVersion = z.infer<typeof analysisModelVersionSchema>;

/** GET /api/analysis/models: what analyses the organisation's items, and the versions it has trained. */
export const analysisModelsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** The analyser's name (ensemble, lexicon, llm) and the version labelling new results. */
    analyzer: z.string(),
    /** The model shipped with Vigila, used while the organisation has no active model of its own. */
    bundled_version: z.string().nullable(),
    /** The organisation's active model, or null when the bundled one is in use. */
    active_version: z.string().nullable(),
    /** Train AI verdicts recorded in all, and since the last training took them in. */
    verdicts: z.number().int(),
    verdicts_since_training: z.number().int(),
    /** New verdicts that start a training on their own. */
    retrain_after_verdicts: z.number().int(),
    /** Whether per-organisation models apply (only with the ensemble analyser). */
    trainable: z.boolean(),
    versions: z.array(analysisModelVersionSchema),
  }),
});
export type AnalysisModelsResponse = z.infer<typeof analysisModelsResponseSchema>;

/** POST /api/analysis/models/activate: use this version (rollback or forward), or null for the bundled model. */
export const activateAnalysisModelRequestSchema = z.object({ id: z.string().min(1).nullable() });

/** GET /api/feedback/metrics/history: per-flag precision and recall at the end of each of the last weeks. */
export const feedbackHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      /** The week's last day, YYYY-MM-DD (UTC). */
      week_end: z.string(),
      adr: flagMetricsSchema,
      pqc: flagMetricsSchema,
      mi: flagMetricsSchema,
    }),
  ),
});
export type FeedbackHistoryResponse = z.infer<typeof feedbackHistoryResponseSchema>;

/** A re-analysis of the organisation's pending items with the analyser in use, and how far it has come. */
export const reanalysisRunSchema = z.object({
  id: z.string(),
  status: z.enum(['running', 'completed']),
  total: z.number().int(),
  done: z.number().int(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type ReanalysisRun = z.infer<typeof reanalysisRunSchema>;
/** POST and GET /api/analysis/reanalysis: the run started, or the latest one (null when there has been none). */
export const reanalysisResponseSchema = z.object({
  success: z.literal(true),
  data: reanalysisRunSchema.nullable(),
});
