import type { CaseFacts } from '@vigila/domain';
import { describe, expect, it } from 'vitest';
import { caseFactsAdditionalEntries, caseFactsFormValues } from './case-facts-prefill.ts';

const facts = (overrides: Partial<CaseFacts>): CaseFacts => ({
  products: [],
  reactions: [],
  serious: false,
  seriousness: [],
  seriousnessEvidence: [],
  patientAge: null,
  patientSex: null,
  reporter: null,
  ...overrides,
});

describe('further reactions and suspect products from the analysis', () => {
  it('become E.i and G.k entries after the first ones, each once', () => {
    const read = facts({
      products: ['lamotrigine', 'valproate', 'Lamotrigine'],
      reactions: [
        { text: 'itchy', term: 'Pruritus' },
        { text: 'rash', term: 'Rash' },
        { text: 'a rash', term: 'rash' },
        { text: 'dizzy', term: 'Dizziness' },
      ],
    });
    const form = caseFactsFormValues(read);
    expect(form).toMatchObject({ medicinal_product: 'lamotrigine', reaction_term: 'Pruritus' });
    expect(caseFactsAdditionalEntries(read, { ...form })).toEqual({
      E: [{ reaction_term: 'Rash' }, { reaction_term: 'Dizziness' }],
      G: [{ medicinal_product: 'valproate', drug_role: '1' }],
    });
  });

  it('leave the sections alone when the analysis read one reaction and one product, or nothing', () => {
    const read = facts({ products: ['ibuprofen'], reactions: [{ text: 'headache', term: 'Headache' }] });
    expect(
      caseFactsAdditionalEntries(read, { reaction_term: 'Headache', medicinal_product: 'ibuprofen' }),
    ).toEqual({});
    expect(caseFactsAdditionalEntries(null, {})).toEqual({});
  });

  it('count the form’s own first reaction when it came from elsewhere (the analyser’s term)', () => {
    const read = facts({ reactions: [{ text: 'swollen ankles', term: 'Oedema peripheral' }] });
    expect(caseFactsAdditionalEntries(read, { reaction_term: 'Headache' })).toEqual({
      E: [{ reaction_term: 'Oedema peripheral' }],
    });
  });
});
