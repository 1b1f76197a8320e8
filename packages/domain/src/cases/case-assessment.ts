// A case's assessment per drug–reaction pair (issue 26 point 4, decision 0041): the reporter's and the company's
// causality on the WHO-UMC scale, and expectedness. Zod-free: the case page, the server and the E2B mapping share it.
import type { CaseFieldValue } from './case-fields.ts';
import { sectionEntries, type AdditionalEntries, type SectionEntry } from './case-sections.ts';
import {
  effectiveExpectedness,
  expectednessOf,
  type Expectedness,
  type ExpectednessOverride,
  type ExpectednessReason,
  type ReferenceSafetyInformation,
} from './expectedness.ts';

/** The WHO-UMC causality categories, in the scale's order. */
export const CAUSALITY_RESULTS = [
  'certain',
  'probable',
  'possible',
  'unlikely',
  'conditional',
  'unassessable',
] as const;
export type CausalityResult = (typeof CAUSALITY_RESULTS)[number];

/** Who assessed: the primary source (reporter) or the company (sender). */
export const ASSESSMENT_SOURCES = ['reporter', 'company'] as const;
export type AssessmentSource = (typeof ASSESSMENT_SOURCES)[number];

/** The method a new assessment is given; the reviewer may name another (Naranjo, global introspection…). */
export const DEFAULT_ASSESSMENT_METHOD = 'WHO-UMC';
/** E2B(R2) B.4.k.18.3 holds 35 characters (R3 G.k.9.i.2.r.2 more), so a method that fits goes into both. */
export const ASSESSMENT_METHOD_MAX = 35;
export const EXPECTEDNESS_REASON_MAX = 500;

export interface CausalityAssessment {
  readonly result: CausalityResult;
  readonly method: string;
}

/**
 * One pair's assessment as stored with the case. The pair is named by the drug's product name and the reaction's
 * term as written (not by position), so removing or reordering entries never moves an assessment onto another pair;
 * renaming a drug or reaction leaves its old assessment unused (kept, never deleted) and the pair unassessed.
 */
export interface StoredPairAssessment {
  readonly drug: string;
  readonly reaction: string;
  readonly reporter: CausalityAssessment | null;
  readonly company: CausalityAssessment | null;
  readonly expectedness_override: ExpectednessOverride | null;
}

/** Roles whose pairs are assessed: suspect (1) and interacting (3); a concomitant drug is not. */
export const ASSESSED_DRUG_ROLES = ['1', '3'] as const;

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const textOf = (value: CaseFieldValue | undefined): string => (typeof value === 'string' ? value.trim() : '');

/** The name a drug entry is assessed under. */
export const drugNameOf = (entry: SectionEntry): string => textOf(entry.medicinal_product);
/** The name a reaction entry is assessed under: its term as reported, else its MedDRA code. */
export const reactionNameOf = (entry: SectionEntry): string =>
  textOf(entry.reaction_term) || textOf(entry.reaction_meddra_pt_code) || textOf(entry.reaction_meddra_code);

/** Whether a stored assessment is the one of the pair named so (names compared without case or extra spaces). */
export function isAssessmentOf(
  stored: Pick<StoredPairAssessment, 'drug' | 'reaction'>,
  drug: string,
  reaction: string,
) {
  return normalised(stored.drug) === normalised(drug) && normalised(stored.reaction) === normalised(reaction);
}

export function findPairAssessment(
  stored: readonly StoredPairAssessment[],
  drug: string,
  reaction: string,
): StoredPairAssessment | undefined {
  return stored.find((assessment) => isAssessmentOf(assessment, drug, reaction));
}

/** One row of the Assessment section: a suspect or interacting drug × a reaction, with where each entry is. */
export interface AssessmentRow {
  readonly drug_index: number;
  readonly drug: string;
  readonly drug_role: (typeof ASSESSED_DRUG_ROLES)[number];
  readonly reaction_index: number;
  readonly reaction: string;
  readonly reaction_pt_code: string | null;
  readonly reporter: CausalityAssessment | null;
  readonly company: CausalityAssessment | null;
  readonly expectedness: Expectedness;
  readonly expectedness_reason: ExpectednessReason;
  readonly expectedness_override: ExpectednessOverride | null;
}

type Form = Readonly<Record<string, CaseFieldValue | undefined>>;

/** The reference safety information of a product by its name on the case, or null when there is none. */
export type RsiLookup = (drugName: string) => ReferenceSafetyInformation | null;
const noRsi: RsiLookup = () => null;

/**
 * The pairs of a case in form order (drugs, then reactions), each with its stored assessment and its expectedness:
 * the reviewer's override, else computed from the product's reference safety information (none yet: the product
 * dictionary will supply `rsiOf`).
 */
export function caseAssessmentRows(
  form: Form,
  additional: AdditionalEntries | null | undefined,
  stored: readonly StoredPairAssessment[],
  rsiOf: RsiLookup = noRsi,
): AssessmentRow[] {
  const reactions = sectionEntries(form, additional, 'E')
    .map((entry, index) => ({ entry, index, name: reactionNameOf(entry) }))
    .filter((reaction) => reaction.name !== '');
  return sectionEntries(form, additional, 'G').flatMap((entry, drugIndex) => {
    const drug = drugNameOf(entry);
    const role = entry.drug_role;
    if (drug === '' || !(ASSESSED_DRUG_ROLES as readonly unknown[]).includes(role)) return [];
    return reactions.map((reaction): AssessmentRow => {
      const assessment = findPairAssessment(stored, drug, reaction.name);
      const ptCode = textOf(reaction.entry.reaction_meddra_pt_code) || null;
      const computed = expectednessOf(
        { code: ptCode, term: textOf(reaction.entry.reaction_term) },
        rsiOf(drug),
      );
      const override = assessment?.expectedness_override ?? null;
      const verdict = effectiveExpectedness(computed, override);
      return {
        drug_index: drugIndex,
        drug,
        drug_role: role as AssessmentRow['drug_role'],
        reaction_index: reaction.index,
        reaction: reaction.name,
        reaction_pt_code: ptCode,
        reporter: assessment?.reporter ?? null,
        company: assessment?.company ?? null,
        expectedness: verdict.value,
        expectedness_reason: verdict.reason,
        expectedness_override: override,
      };
    });
  });
}

const RELATED: readonly CausalityResult[] = ['certain', 'probable', 'possible'];

/**
 * Whether one pair is related: yes when either assessor finds it certain, probable or possible (a reasonable
 * possibility for one of them is enough for expedited reporting); no when every given assessment is "unlikely";
 * unknown when nobody assessed it or an assessment is conditional or unassessable.
 */
function pairRelated(row: Pick<AssessmentRow, 'reporter' | 'company'>): boolean | null {
  const results = [row.reporter, row.company].flatMap((assessment) =>
    assessment ? [assessment.result] : [],
  );
  if (results.some((result) => RELATED.includes(result))) return true;
  if (results.length > 0 && results.every((result) => result === 'unlikely')) return false;
  return null;
}

/** true when any value is true, false when all are false (and there is at least one), else null (not assessed). */
function anyOf(values: readonly (boolean | null)[]): boolean | null {
  if (values.some((value) => value === true)) return true;
  if (values.length > 0 && values.every((value) => value === false)) return false;
  return null;
}

export interface CaseAssessmentSummary {
  /** Some pair is unexpected; false when every pair is expected; null when a pair is not assessed (or none exist). */
  readonly anyUnexpected: boolean | null;
  /** Some pair is related; false when every pair is unrelated; null when a pair is not assessed (or none exist). */
  readonly anyRelated: boolean | null;
}

/**
 * What reporting rules need of a case's assessment (the rules engine of issue 26 point 5 consumes it). Pass the
 * rows of `caseAssessmentRows` or the `assessments` of GET /cases/{id}.
 */
export function caseAssessmentSummary(
  rows: readonly Pick<AssessmentRow, 'reporter' | 'company' | 'expectedness'>[],
): CaseAssessmentSummary {
  return {
    anyUnexpected: anyOf(
      rows.map((row) => (row.expectedness === 'not_assessed' ? null : row.expectedness === 'unexpected')),
    ),
    anyRelated: anyOf(rows.map(pairRelated)),
  };
}
