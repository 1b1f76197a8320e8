import type { E2bReactionAssessment } from '../../e2b/e2b-case.ts';
import {
  ASSESSED_DRUG_ROLES,
  ASSESSMENT_SOURCES,
  CAUSALITY_RESULTS,
  findPairAssessment,
  type AssessmentSource,
  type CausalityResult,
  type StoredPairAssessment,
} from '../case-assessment.ts';

/**
 * The texts a case's causality assessments are written with in both E2B formats (R3 G.k.9.i.2.r.1 and .3, R2
 * B.4.k.18.2 and .4 are free text): the source as FDA's example messages name it, the result as WHO-UMC names it.
 * Expectedness is not an ICH element and is not written (decision 0041).
 */
export const E2B_ASSESSMENT_SOURCE: Readonly<Record<AssessmentSource, string>> = {
  reporter: 'Primary source reporter',
  company: 'Pharmaceutical company',
};

export const E2B_CAUSALITY_RESULT: Readonly<Record<CausalityResult, string>> = {
  certain: 'Certain',
  probable: 'Probable/likely',
  possible: 'Possible',
  unlikely: 'Unlikely',
  conditional: 'Conditional/unclassified',
  unassessable: 'Unassessable/unclassifiable',
};

const normalised = (text: string) => text.trim().toLowerCase();

/** The source an imported file names, or undefined when it names neither the reporter nor the company. */
export function assessmentSourceOfText(text: string): AssessmentSource | undefined {
  const value = normalised(text);
  if (value === normalised(E2B_ASSESSMENT_SOURCE.reporter) || /reporter|primary source/.test(value))
    return 'reporter';
  if (value === normalised(E2B_ASSESSMENT_SOURCE.company) || /company|sender|mah|manufacturer/.test(value))
    return 'company';
  return undefined;
}

/** The WHO-UMC category an imported result names (its label, or the category's first word), else undefined. */
export function causalityResultOfText(text: string): CausalityResult | undefined {
  const value = normalised(text);
  const byLabel = CAUSALITY_RESULTS.find((result) => normalised(E2B_CAUSALITY_RESULT[result]) === value);
  if (byLabel !== undefined) return byLabel;
  const word = value.split(/[\s/]+/)[0] ?? '';
  if (word === 'likely') return 'probable';
  if (word === 'unclassified') return 'conditional';
  if (word === 'unclassifiable') return 'unassessable';
  return CAUSALITY_RESULTS.find((result) => result === word);
}

/** The names a drug and a reaction of the builder's input are assessed under. */
export interface AssessedPair {
  readonly drug: string;
  readonly drugRole: unknown;
  readonly reactions: readonly string[];
}

/**
 * A drug's E2B causality assessments: for each reaction of the file (by its place in the file's list), the
 * reporter's then the company's, when given. A concomitant drug has none.
 */
export function reactionAssessmentsOf(
  pair: AssessedPair,
  stored: readonly StoredPairAssessment[],
): E2bReactionAssessment[] {
  if (!(ASSESSED_DRUG_ROLES as readonly unknown[]).includes(pair.drugRole)) return [];
  return pair.reactions.flatMap((reaction, index) => {
    const assessment = reaction === '' ? undefined : findPairAssessment(stored, pair.drug, reaction);
    if (assessment === undefined) return [];
    return ASSESSMENT_SOURCES.flatMap((source) => {
      const given = assessment[source];
      if (given === null) return [];
      return [
        {
          reaction: index,
          source: E2B_ASSESSMENT_SOURCE[source],
          method: given.method,
          result: E2B_CAUSALITY_RESULT[given.result],
        },
      ];
    });
  });
}
