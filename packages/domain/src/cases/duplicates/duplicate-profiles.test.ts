import { describe, expect, it } from 'vitest';
import { profileOfCase, profileOfItem } from './duplicate-profiles.ts';

describe('duplicate profiles', () => {
  it('reads every suspect drug and reaction of a case, its first entries and additional_entries alike', () => {
    const profile = profileOfCase({
      form: {
        medicinal_product: 'Nurofen 400 mg',
        active_substance: 'ibuprofen',
        drug_role: '1',
        reaction_term: 'Urticaria',
        reaction_meddra_code: '10046735',
        reaction_start_date: '2025-02-28',
        case_narrative: 'Hives after Nurofen.',
      },
      additionalEntries: {
        G: [{ medicinal_product: 'Omeprazole', drug_role: '2' }, { medicinal_product: 'Amoxicillin' }],
        E: [{ reaction_term: 'Pruritus' }],
      },
      comment: 'I woke up covered in hives',
      publishedAt: '2025-03-01T09:00:00.000Z',
    });
    // The concomitant omeprazole (role 2) is no suspect; a drug without a role counts.
    expect(profile.products).toEqual([
      { product: 'Nurofen 400 mg', substance: 'ibuprofen' },
      { product: 'Amoxicillin', substance: '' },
    ]);
    expect(profile.reactions).toEqual([
      { term: 'Urticaria', meddraCode: '10046735' },
      { term: 'Pruritus', meddraCode: '' },
    ]);
    expect(profile.text).toBe('I woke up covered in hives\nHives after Nurofen.');
    expect(profile.reactionDate).toBe('2025-02-28');
  });

  it('reads an item through what the analysis found, and its title and text', () => {
    const profile = profileOfItem({
      title: 'Hives',
      text: 'took nurofen and woke up covered in hives',
      reactionTerm: 'Urticaria',
      caseFacts: {
        products: ['Nurofen'],
        reactions: [{ text: 'itchy', term: '' }],
        serious: false,
        seriousness: [],
        seriousnessEvidence: [],
        patientAge: null,
        patientSex: null,
        reporter: null,
      },
      publishedAt: '2025-03-03T18:00:00.000Z',
    });
    expect(profile.products).toEqual([{ product: 'Nurofen' }]);
    expect(profile.reactions).toEqual([{ term: 'Urticaria', meddraCode: null }, { term: 'itchy' }]);
    expect(profile.text).toBe('Hives\ntook nurofen and woke up covered in hives');
  });
});
