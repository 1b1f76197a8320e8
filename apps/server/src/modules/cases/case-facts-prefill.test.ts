import type { CaseFacts } from '@vigila/domain';
import { describe, expect, it } from 'vitest';
import { analyzeWithEvidence } from '../../analysis/lexicon/lexicon-analyzer.ts';
import { extractCaseFacts } from '../../analysis/ensemble/case-facts.ts';
import {
  caseFactsAdditionalEntries,
  caseFactsFormValues,
  firstReactionTerm,
  treatmentsOfFacts,
} from './case-facts-prefill.ts';

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

describe('prefill by role (decision 0043)', () => {
  // The testers' e-mail: a vague subject, a suspect, a "(concomitant)" drug and a treatment of the reaction.
  const EMAIL =
    'Subject: adverse drug reaction\n' +
    'Dear pharmacovigilance team, my patient, a 62-year-old man, developed a severe rash two weeks after starting ' +
    'lamotrigine. Metformin 500 mg (concomitant). He was admitted to hospital because of the rash and treated with ' +
    'hydrocortisone.\nDr. Ana Ruiz';
  const read = extractCaseFacts(analyzeWithEvidence({ text: EMAIL, channel: 'email' }).evidence, 'email');

  it('starts the form with the suspect, the specific reaction and its hospitalisation; the concomitant drug second', () => {
    const form = caseFactsFormValues(read, 'Adverse drug reaction');
    expect(form).toMatchObject({
      medicinal_product: 'lamotrigine',
      drug_role: '1',
      reaction_term: 'Severe rash',
      hospitalization: true,
    });
    expect(caseFactsAdditionalEntries(read, { ...form })).toEqual({
      G: [{ medicinal_product: 'Metformin', drug_role: '2' }],
    });
  });

  it('never makes the treatment a G.k drug: it goes to the narrative', () => {
    const form = caseFactsFormValues(read);
    const entries = caseFactsAdditionalEntries(read, { ...form });
    expect(JSON.stringify({ form, entries })).not.toContain('hydrocortisone');
    expect(treatmentsOfFacts(read)).toEqual(['hydrocortisone']);
  });

  it('writes interacting drugs with code 3 and puts the first suspect first whatever the text order', () => {
    const roles = facts({
      products: ['warfarin'],
      drugs: [
        { name: 'atorvastatin', role: 'concomitant', evidence: 'also takes atorvastatin' },
        {
          name: 'fluconazole',
          role: 'interacting',
          evidence: 'interaction between warfarin and fluconazole',
        },
        { name: 'warfarin', role: 'suspect', evidence: null },
      ],
    });
    const form = caseFactsFormValues(roles);
    expect(form).toMatchObject({ medicinal_product: 'warfarin', drug_role: '1' });
    expect(caseFactsAdditionalEntries(roles, { ...form }).G).toEqual([
      { medicinal_product: 'fluconazole', drug_role: '3' },
      { medicinal_product: 'atorvastatin', drug_role: '2' },
    ]);
  });

  it('puts each criterion on its reaction, the further ones included', () => {
    const read2 = facts({
      reactions: [
        { text: 'headache', term: 'Headache', seriousness: [] },
        { text: 'rash', term: 'Rash', seriousness: ['hospitalisation'] },
      ],
      serious: true,
      seriousness: ['hospitalisation'],
    });
    const form = caseFactsFormValues(read2);
    expect(form).not.toHaveProperty('hospitalization');
    expect(caseFactsAdditionalEntries(read2, { ...form }).E).toEqual([
      { reaction_term: 'Rash', hospitalization: true },
    ]);
  });

  it('reads an analysis stored before roles: products are suspects, criteria on the first reaction', () => {
    const old = facts({
      products: ['ibuprofen'],
      reactions: [
        { text: 'rash', term: 'Rash' },
        { text: 'itch', term: 'Pruritus' },
      ],
      seriousness: ['hospitalisation'],
      serious: true,
    });
    delete old.drugs;
    expect(caseFactsFormValues(old)).toMatchObject({
      medicinal_product: 'ibuprofen',
      drug_role: '1',
      reaction_term: 'Rash',
      hospitalization: true,
    });
    expect(caseFactsAdditionalEntries(old, { reaction_term: 'Rash' }).E).toEqual([
      { reaction_term: 'Pruritus' },
    ]);
  });

  it('prefers a specific reaction to the analyser’s vague term, and keeps a vague term that is alone', () => {
    const specific = facts({ reactions: [{ text: 'hives', term: 'Urticaria' }] });
    expect(firstReactionTerm('Adverse drug reaction', specific)).toBe('Urticaria');
    expect(firstReactionTerm('Pruritus', specific)).toBe('Pruritus');
    const vague = facts({ reactions: [{ text: 'side effect', term: 'Adverse drug reaction', vague: true }] });
    expect(firstReactionTerm('Adverse drug reaction', vague)).toBe('Adverse drug reaction');
  });
});
