import { REVIEW_FLAGS, type FlagSlot } from '@vigila/domain';
import { z } from 'zod';

/** The model scores the items' three flag slots (literature's ss/qm/si are the same slots). */
export const MODEL_FLAGS = REVIEW_FLAGS;
export type ModelFlag = FlagSlot;

const flagModelSchema = z.object({
  bias: z.number(),
  /** One weight per vocabulary entry. */
  weights: z.array(z.number()),
  /** Probability at or above which the model alone flags (chosen for the recall target on out-of-fold scores). */
  threshold: z.number().min(0).max(1),
  /** Probability at or above which the lexicon's guards (negation, indication, hypothetical) cannot veto. */
  strongThreshold: z.number().min(0).max(1),
});

/** What `npm run train` writes and the server loads: a per-flag linear model over one shared vocabulary. */
export const triageModelDataSchema = z.object({
  format: z.literal(1),
  /** Names the training data and settings: `<date of the data>-<hash>`. */
  version: z.string().min(1),
  vocabulary: z.array(z.string()),
  flags: z.object({ adr: flagModelSchema, pqc: flagModelSchema, mi: flagModelSchema }),
  /** The figures the model card reports (cross-validated), kept with the weights they describe. */
  evaluation: z.record(z.string(), z.unknown()).default({}),
});

export type TriageModelData = z.infer<typeof triageModelDataSchema>;
export type FlagModelData = z.infer<typeof flagModelSchema>;
