import type { RepeatableSection } from './case-sections.ts';

/** The fields one MedDRA-coded term of a case is kept in: its words, LLT code, PT code and the release version. */
export interface CodedTermFields {
  term: string;
  lltCode: string;
  ptCode: string;
  version: string;
}

/**
 * The case's MedDRA-coded terms (issue 13, decision 0018): each reaction (E.i) and each drug's indication (G.k).
 * The term and its codes are saved together by the coding call, so a code never outlives the words it was picked for.
 */
export const MEDDRA_CODED_TERMS = {
  E: {
    term: 'reaction_term',
    lltCode: 'reaction_meddra_code',
    ptCode: 'reaction_meddra_pt_code',
    version: 'reaction_meddra_version',
  },
  G: {
    term: 'indication',
    lltCode: 'indication_meddra_code',
    ptCode: 'indication_meddra_pt_code',
    version: 'indication_meddra_version',
  },
} as const satisfies Partial<Record<RepeatableSection, CodedTermFields>>;

export type CodedSection = keyof typeof MEDDRA_CODED_TERMS;

export function isCodedSection(section: RepeatableSection): section is CodedSection {
  return section in MEDDRA_CODED_TERMS;
}

/** The coded term whose words are kept in `field`, if that field is one. */
export function codedTermOfField(field: string): CodedTermFields | undefined {
  return Object.values(MEDDRA_CODED_TERMS).find((fields) => fields.term === field);
}
