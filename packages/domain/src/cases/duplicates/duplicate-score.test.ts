import { describe, expect, it } from 'vitest';
import { scoreDuplicatePair, isLikelyDuplicate, type DuplicateProfile } from './duplicate-score.ts';
import { normaliseProductName, sharedProduct } from './product-names.ts';
import { reactionSimilarity } from './reaction-similarity.ts';
import { textSimilarity } from './text-similarity.ts';

const report = (overrides: Partial<DuplicateProfile>): DuplicateProfile => ({
  products: [],
  reactions: [],
  text: '',
  receivedAt: '2025-03-01T10:00:00Z',
  ...overrides,
});

describe('product names', () => {
  it('drop case, accents, strength and form words', () => {
    expect(normaliseProductName('Ibuprofène 400 mg Film-Coated Tablets')).toBe('ibuprofene');
    expect(normaliseProductName('Nurofen® 200mg')).toBe('nurofen');
  });

  it('match a brand given with its substance against the substance alone', () => {
    expect(
      sharedProduct([{ product: 'Nurofen', substance: 'Ibuprofen' }], [{ product: 'ibuprofen 400mg' }]),
    ).toBe('ibuprofen');
    expect(sharedProduct([{ product: 'Nurofen' }], [{ product: 'Paracetamol' }])).toBeUndefined();
  });
});

describe('reaction similarity', () => {
  it('is 1 for the same MedDRA code and 0 for different codes, whatever the words', () => {
    expect(
      reactionSimilarity(
        { term: 'Rash', meddraCode: '10037844' },
        { term: 'Exanthem', meddraCode: '10037844' },
      ),
    ).toBe(1);
    expect(
      reactionSimilarity({ term: 'Rash', meddraCode: '10037844' }, { term: 'Rash', meddraCode: '10019211' }),
    ).toBe(0);
  });

  it('sees "rash" in "severe skin rash" and nothing in "headache"', () => {
    expect(reactionSimilarity({ term: 'rash' }, { term: 'Severe skin rash' })).toBeGreaterThanOrEqual(0.8);
    expect(reactionSimilarity({ term: 'rash' }, { term: 'headache' })).toBe(0);
  });
});

describe('text similarity', () => {
  it('is high for the same complaint re-posted and low for unrelated texts', () => {
    const posted = 'Took Nurofen for my back and woke up covered in hives, never again!!';
    const mailed = 'Hello, I took Nurofen for my back and woke up covered in hives. Never again.';
    expect(textSimilarity(posted, mailed)).toBeGreaterThan(0.6);
    expect(
      textSimilarity(posted, 'The blister pack arrived crushed and two tablets were missing'),
    ).toBeLessThan(0.2);
  });
});

describe('scoreDuplicatePair', () => {
  const ibuprofenRash = report({
    products: [{ product: 'Nurofen', substance: 'ibuprofen' }],
    reactions: [{ term: 'rash' }],
    text: 'I got a rash after ibuprofen',
    reactionDate: '2025-02-27',
  });

  it('explains a likely duplicate: same product, similar reaction, close in time', () => {
    const other = report({
      products: [{ product: 'Ibuprofen 400 mg' }],
      reactions: [{ term: 'skin rash' }],
      text: 'Skin rash two days into taking ibuprofen tablets',
      reactionDate: '2025-03-02',
    });
    const result = scoreDuplicatePair(ibuprofenRash, other);
    expect(isLikelyDuplicate(result.score)).toBe(true);
    expect(result.reasons).toEqual(
      expect.arrayContaining([
        { kind: 'same_product', product: 'ibuprofen' },
        { kind: 'similar_reaction', term: 'rash', otherTerm: 'skin rash', similarity: 0.8 },
        { kind: 'close_in_time', days: 3 },
      ]),
    );
  });

  it('keeps the same product with another reaction, and the same reaction with another product, apart', () => {
    const headache = report({
      ...ibuprofenRash,
      reactions: [{ term: 'headache' }],
      text: 'Ibuprofen gave me a headache',
    });
    const otherDrug = report({
      ...ibuprofenRash,
      products: [{ product: 'Amoxicillin' }],
      text: 'Amoxicillin rash on my arms',
    });
    expect(isLikelyDuplicate(scoreDuplicatePair(ibuprofenRash, headache).score)).toBe(false);
    expect(isLikelyDuplicate(scoreDuplicatePair(ibuprofenRash, otherDrug).score)).toBe(false);
  });

  it('discounts reports far apart in time', () => {
    const later = report({
      ...ibuprofenRash,
      reactionDate: '2025-09-01',
      receivedAt: '2025-09-02T00:00:00Z',
    });
    const close = scoreDuplicatePair(ibuprofenRash, { ...ibuprofenRash });
    const far = scoreDuplicatePair(ibuprofenRash, later);
    expect(far.score).toBeLessThan(close.score);
    expect(far.reasons).toContainEqual({ kind: 'far_in_time', days: 186 });
  });

  it('finds a re-post by its text alone, when nothing was coded', () => {
    const posted = report({ text: 'Took Nurofen for my back and woke up covered in hives, never again!!' });
    const mailed = report({
      text: 'Hello, I took Nurofen for my back and woke up covered in hives. Never again.',
    });
    const result = scoreDuplicatePair(posted, mailed);
    expect(isLikelyDuplicate(result.score)).toBe(true);
    expect(result.reasons.map((reason) => reason.kind)).toContain('similar_text');
  });
});
