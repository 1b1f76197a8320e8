import { describe, expect, it } from 'vitest';
import { draftNarrative } from './draft-narrative.ts';

describe('draftNarrative', () => {
  it('writes the reporter, patient, drugs, coded reactions, seriousness and tests, then quotes the source', () => {
    const narrative = draftNarrative({
      form: {
        reporter_type: '5',
        age: '67',
        age_unit: '801',
        gender: '1',
        occur_country: 'ES',
        hospitalization: true,
      },
      reactions: [
        { reaction_term: 'Hepatitis cholestatic', reaction_meddra_code: '10019837', reaction_outcome: '2' },
        { reaction_term: 'Pruritus' },
      ],
      drugs: [
        { medicinal_product: 'Amoxicillin-clavulanate', drug_role: '1', dose_amount: '875', dose_unit: 'mg' },
        { medicinal_product: 'Omeprazole', drug_role: '2' },
      ],
      tests: [{ test_name: 'Bilirubin', test_result: '9.8', test_unit: 'mg/dl' }, {}],
      receivedDate: '2026-11-20',
      sourceLabel: 'e-mail',
      sourceText: 'My father   got jaundice after the antibiotic.',
    });
    expect(narrative).toContain(
      'On 2026-11-20, a consumer or other non health professional reported by e-mail (ES)',
    );
    expect(narrative).toContain('a 67-year-old male patient');
    expect(narrative).toContain(
      'Hepatitis cholestatic (MedDRA 10019837; outcome: recovering/resolving) and Pruritus after taking Amoxicillin-clavulanate (875 mg)',
    );
    expect(narrative).toContain('Concomitant medication: Omeprazole.');
    expect(narrative).toContain('The event caused or prolonged hospitalisation.');
    expect(narrative).toContain('Tests: Bilirubin 9.8 mg/dl.');
    expect(narrative).toContain('Source text: "My father got jaundice after the antibiotic."');
  });

  it('invents nothing for an empty manual case', () => {
    const narrative = draftNarrative({
      form: {},
      reactions: [{}],
      drugs: [{}],
      tests: [],
      receivedDate: '2026-11-25',
      sourceLabel: null,
      sourceText: null,
    });
    expect(narrative).toBe(
      'On 2026-11-25, a reporter reported that a patient experienced an adverse reaction. No seriousness criterion was reported.',
    );
  });
});
