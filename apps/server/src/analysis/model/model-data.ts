import { REVIEW_FLAGS, type FlagSlot } from '@vigila/domain';
import { z } from 'zod';

/** The model scores the items' three flag slots (literature's ss/qm/si are the same slots). */
export const MODEL_FLAGS = REVIEW_FLAGS;
export type ModelFlag = FlagSlot;

/**
 * The model's long arrays (some 100,000 entries) checked by one plain loop: z.array(z.number()) took about 95 ms of
 * the 140 ms the bundled model took to load, on the event loop of the request that first needed it (issue 24).
 */
const arrayOf = <T>(isEntry: (entry: unknown) => entry is T, what: string) =>
  z.custom<T[]>((value) => Array.isArray(value) && value.every(isEntry), { message: `expected ${what}` });
const isFiniteNumber = (entry: unknown): entry is number =>
  typeof entry === 'number' && Number.isFinite(entry);
const isString = (entry: unknown): entry is string => typeof entry === 'string';

const flagModelSchema = z.object({
  bias: z.number(),
  /** One weight per vocabulary entry. */
  weights: arrayOf(isFiniteNumber, 'an array of numbers'),
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
  vocabulary: arrayOf(isString, 'an array of strings'),
  flags: z.object({ adr: flagModelSchema, pqc: flagModelSchema, mi: flagModelSchema }),
  /** The figures the model card reports (cross-validated), kept with the weights they describe. */
  evaluation: z.record(z.string(), z.unknown()).default({}),
});

export type TriageModelData = z.infer<typeof triageModelDataSchema>;
export type FlagModelData = z.infer<typeof flagModelSchema>;
