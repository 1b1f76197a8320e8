import { z } from 'zod';
import {
  ASSESSED_DRUG_ROLES,
  ASSESSMENT_METHOD_MAX,
  CAUSALITY_RESULTS,
  EXPECTEDNESS_REASON_MAX,
} from './case-assessment.ts';
import { EXPECTEDNESS_OVERRIDES, EXPECTEDNESS_VALUES } from './expectedness.ts';

/** Calls and stored shape of a case's drug–reaction assessments (decision 0041). */
export const causalityAssessmentSchema = z.object({
  result: z.enum(CAUSALITY_RESULTS),
  method: z.string().trim().min(1, 'Name the method of assessment').max(ASSESSMENT_METHOD_MAX),
});

export const expectednessOverrideSchema = z.object({
  value: z.enum(EXPECTEDNESS_OVERRIDES),
  reason: z
    .string()
    .trim()
    .min(1, 'Give the reason for setting expectedness by hand')
    .max(EXPECTEDNESS_REASON_MAX, `The reason is at most ${EXPECTEDNESS_REASON_MAX} characters`),
});

const pairName = z.string().trim().min(1).max(2000);

/**
 * PUT /cases/{id}/assessments: the whole assessment of one pair, named by the drug's product name and the reaction's
 * term as the case has them. null clears a causality; a null override leaves expectedness to the product's
 * reference safety information.
 */
export const pairAssessmentRequestSchema = z.object({
  drug: pairName,
  reaction: pairName,
  reporter: causalityAssessmentSchema.nullable(),
  company: causalityAssessmentSchema.nullable(),
  expectedness_override: expectednessOverrideSchema.nullable(),
});
export type PairAssessmentRequest = z.infer<typeof pairAssessmentRequestSchema>;

/** The jsonb list kept on the case: read back through this so a malformed entry is dropped, not trusted. */
export const storedPairAssessmentsSchema = z
  .array(z.unknown())
  .catch([])
  .transform((entries) =>
    entries.flatMap((entry) => {
      const parsed = pairAssessmentRequestSchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    }),
  );

const expectednessReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('no_reference_safety_information') }),
  z.object({ kind: z.literal('reaction_not_coded') }),
  z.object({ kind: z.literal('listed'), labelVersion: z.string(), term: z.string() }),
  z.object({ kind: z.literal('not_listed'), labelVersion: z.string() }),
  z.object({ kind: z.literal('override'), text: z.string() }),
]);

/** One row of the Assessment section as GET /cases/{id} gives it. */
export const assessmentRowSchema = z.object({
  drug_index: z.number().int(),
  drug: z.string(),
  drug_role: z.enum(ASSESSED_DRUG_ROLES),
  reaction_index: z.number().int(),
  reaction: z.string(),
  reaction_pt_code: z.string().nullable(),
  reporter: causalityAssessmentSchema.nullable(),
  company: causalityAssessmentSchema.nullable(),
  expectedness: z.enum(EXPECTEDNESS_VALUES),
  expectedness_reason: expectednessReasonSchema,
  expectedness_override: expectednessOverrideSchema.nullable(),
});

/** The case's rows after the change. */
export const pairAssessmentResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(assessmentRowSchema),
});
