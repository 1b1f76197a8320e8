import { describe, expect, it } from 'vitest';
import { expectednessOf } from '../cases/expectedness.ts';
import {
  foldForMatch,
  productOfDrugName,
  productsMentionedIn,
  referenceSafetyInformationOf,
  rsiLookupOf,
  type ProductWithLabel,
} from './product-match.ts';

const product = (id: string, fields: Partial<ProductWithLabel> = {}): ProductWithLabel => ({
  id,
  name: id,
  product_type: 'drug',
  brands: [],
  substances: [],
  label_version: null,
  expected_terms: [],
  ...fields,
});

const xarelto = product('p1', { name: 'Xarelto', brands: ['Xarelto'], substances: ['rivaroxaban'] });
const ibuprofen = product('p2', {
  name: 'Ibuprofeno Cinfa',
  brands: ['Neobrufen'],
  substances: ['ibuprofeno'],
  label_version: 'SmPC 2025-06',
  expected_terms: [{ pt_code: '10019211', pt_term: 'Headache' }],
});
const ibuprofenSodium = product('p3', { name: 'Ibuprofeno sódico', substances: ['ibuprofeno sódico'] });

describe('folding a text for matching', () => {
  it('drops accents, case and punctuation, and pads the words', () => {
    expect(foldForMatch('  Ibuprofeno SÓDICO/200mg! ')).toBe(' ibuprofeno sodico 200mg ');
    expect(foldForMatch(' — ')).toBe('');
  });
});

describe('the product a case drug names', () => {
  it('is found by name, brand or substance, ignoring case and accents', () => {
    expect(productOfDrugName('XARELTO 20 mg film-coated tablets', [xarelto, ibuprofen])?.id).toBe('p1');
    expect(productOfDrugName('neobrufen', [xarelto, ibuprofen])?.id).toBe('p2');
    expect(productOfDrugName('Rivaroxabán', [xarelto, ibuprofen])?.id).toBe('p1');
  });

  it('needs whole words: a longer word holding the name is another drug', () => {
    expect(productOfDrugName('Xareltoplus', [xarelto])).toBeNull();
    expect(productOfDrugName('dexibuprofeno', [ibuprofen])).toBeNull();
    expect(productOfDrugName('', [xarelto])).toBeNull();
  });

  it('prefers the product whose matching term is the longest', () => {
    expect(productOfDrugName('ibuprofeno sodico 400 mg', [ibuprofen, ibuprofenSodium])?.id).toBe('p3');
    expect(productOfDrugName('ibuprofeno 400 mg', [ibuprofen, ibuprofenSodium])?.id).toBe('p2');
  });
});

describe('the products a text mentions', () => {
  it('are every product named anywhere in it, in the dictionary’s order', () => {
    const text = 'Patient on Neobrufen and xarelto developed a rash.';
    expect(productsMentionedIn(text, [xarelto, ibuprofen, ibuprofenSodium]).map((p) => p.id)).toEqual([
      'p1',
      'p2',
    ]);
    expect(productsMentionedIn('No drug named here', [xarelto])).toEqual([]);
  });
});

describe('the reference safety information of a product', () => {
  it('is its label and expected terms, or none without a label version', () => {
    expect(referenceSafetyInformationOf(xarelto)).toBeNull();
    expect(referenceSafetyInformationOf(ibuprofen)).toEqual({
      labelVersion: 'SmPC 2025-06',
      expectedTerms: [{ code: '10019211', term: 'Headache' }],
    });
  });

  it('makes a listed reaction expected and another unexpected, through the drug’s name', () => {
    const rsiOf = rsiLookupOf([xarelto, ibuprofen]);
    expect(expectednessOf({ code: '10019211', term: 'Headache' }, rsiOf('Neobrufen 400')).value).toBe(
      'expected',
    );
    expect(expectednessOf({ code: '10037087', term: 'Rash' }, rsiOf('Neobrufen 400')).value).toBe(
      'unexpected',
    );
    expect(expectednessOf({ code: '10019211', term: 'Headache' }, rsiOf('Xarelto')).value).toBe(
      'not_assessed',
    );
  });
});
