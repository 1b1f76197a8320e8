import { z } from 'zod';

/** ICH E2A seriousness criteria, in the order of the E2B form's switches. */
export const SERIOUSNESS_CRITERIA = [
  'death',
  'life_threatening',
  'hospitalisation',
  'disability',
  'congenital_anomaly',
  'medically_important',
] as const;
export type SeriousnessCriterion = (typeof SERIOUSNESS_CRITERIA)[number];

/** Who reports, as E2B C.2.r.4 qualifies them (lawyers aside). */
export const REPORTER_KINDS = ['physician', 'pharmacist', 'other_hcp', 'consumer'] as const;
export type ReporterKind = (typeof REPORTER_KINDS)[number];

/** The facts of a case the analysis read from an ADR item; Convert to Case pre-fills the E2B form from them. */
export const caseFactsSchema = z.object({
  /** Suspect products as the text names them. */
  products: z.array(z.string()),
  /** Each reaction as told, with its preferred term. */
  reactions: z.array(z.object({ text: z.string(), term: z.string() })),
  serious: z.boolean(),
  seriousness: z.array(z.enum(SERIOUSNESS_CRITERIA)),
  /** The words that made each criterion (quoted, for the reviewer to check). */
  seriousnessEvidence: z.array(z.string()),
  patientAge: z.number().nullable(),
  patientSex: z.enum(['male', 'female']).nullable(),
  reporter: z.enum(REPORTER_KINDS).nullable(),
});
export type CaseFacts = z.infer<typeof caseFactsSchema>;

/**
 * Serious or possibly serious (issue 26 point 8): the analysis called it serious, or found a seriousness criterion
 * in its words. The triage inbox's priority sort puts these first (its SQL reads the same two facts).
 */
export function isPossiblySerious(
  facts: Pick<CaseFacts, 'serious' | 'seriousness'> | null | undefined,
): boolean {
  return Boolean(facts && (facts.serious || facts.seriousness.length > 0));
}
