import { describe, expect, it } from 'vitest';
import { caseAssessmentRows, caseAssessmentSummary, type StoredPairAssessment } from './case-assessment.ts';

const form = {
  medicinal_product: 'Ibuprofen 400 mg',
  drug_role: '1',
  reaction_term: 'Headache',
  reaction_meddra_pt_code: '10019211',
};
const additional = {
  E: [{ reaction_term: 'Rash' }],
  G: [
    { medicinal_product: 'Paracetamol', drug_role: '2' }, // concomitant: not assessed
    { medicinal_product: 'Warfarin', drug_role: '3' },
  ],
};
const stored: StoredPairAssessment[] = [
  {
    drug: 'IBUPROFEN 400 mg',
    reaction: ' headache',
    reporter: { result: 'probable', method: 'WHO-UMC' },
    company: null,
    expectedness_override: { value: 'unexpected', reason: 'Not in the CCDS' },
  },
];

describe('caseAssessmentRows', () => {
  it('pairs each suspect or interacting drug with each reaction, leaving concomitant drugs out', () => {
    const rows = caseAssessmentRows(form, additional, []);
    expect(rows.map((row) => [row.drug_index, row.drug, row.reaction_index, row.reaction])).toEqual([
      [0, 'Ibuprofen 400 mg', 0, 'Headache'],
      [0, 'Ibuprofen 400 mg', 1, 'Rash'],
      [2, 'Warfarin', 0, 'Headache'],
      [2, 'Warfarin', 1, 'Rash'],
    ]);
    expect(rows.every((row) => row.expectedness === 'not_assessed')).toBe(true);
  });

  it('finds a stored assessment by the drug’s and reaction’s names, whatever their case and spacing', () => {
    const [first, second] = caseAssessmentRows(form, additional, stored);
    expect(first).toMatchObject({
      reporter: { result: 'probable', method: 'WHO-UMC' },
      company: null,
      reaction_pt_code: '10019211',
      expectedness: 'unexpected',
      expectedness_reason: { kind: 'override', text: 'Not in the CCDS' },
    });
    expect(second?.reporter).toBeNull();
  });

  it('computes expectedness from the product’s reference safety information when there is one', () => {
    const rows = caseAssessmentRows(form, additional, [], (drug) =>
      drug === 'Ibuprofen 400 mg'
        ? { labelVersion: 'v3', expectedTerms: [{ code: '10019211', term: 'Headache' }] }
        : null,
    );
    expect(rows.map((row) => row.expectedness)).toEqual([
      'expected',
      'unexpected',
      'not_assessed',
      'not_assessed',
    ]);
  });
});

describe('caseAssessmentSummary', () => {
  const row = (
    reporter: string | null,
    company: string | null,
    expectedness: 'expected' | 'unexpected' | 'not_assessed',
  ) => ({
    reporter: reporter === null ? null : { result: reporter as 'certain', method: 'WHO-UMC' },
    company: company === null ? null : { result: company as 'certain', method: 'WHO-UMC' },
    expectedness,
  });

  it('is null on both counts for a case with no pairs or none assessed', () => {
    expect(caseAssessmentSummary([])).toEqual({ anyUnexpected: null, anyRelated: null });
    expect(caseAssessmentSummary([row(null, null, 'not_assessed')])).toEqual({
      anyUnexpected: null,
      anyRelated: null,
    });
  });

  it('is related when either assessor finds a pair certain, probable or possible', () => {
    expect(caseAssessmentSummary([row('unlikely', 'possible', 'expected')]).anyRelated).toBe(true);
    expect(
      caseAssessmentSummary([row(null, null, 'expected'), row('certain', null, 'expected')]).anyRelated,
    ).toBe(true);
  });

  it('is unrelated only when every pair is assessed unlikely', () => {
    expect(caseAssessmentSummary([row('unlikely', 'unlikely', 'expected')]).anyRelated).toBe(false);
    expect(
      caseAssessmentSummary([row('unlikely', null, 'expected'), row(null, null, 'expected')]).anyRelated,
    ).toBe(null);
    expect(caseAssessmentSummary([row('unlikely', 'unassessable', 'expected')]).anyRelated).toBeNull();
  });

  it('is unexpected when any pair is, expected when all are, and unknown while one is not assessed', () => {
    expect(
      caseAssessmentSummary([row(null, null, 'expected'), row(null, null, 'unexpected')]).anyUnexpected,
    ).toBe(true);
    expect(caseAssessmentSummary([row(null, null, 'expected')]).anyUnexpected).toBe(false);
    expect(
      caseAssessmentSummary([row(null, null, 'expected'), row(null, null, 'not_assessed')]).anyUnexpected,
    ).toBeNull();
  });
});
