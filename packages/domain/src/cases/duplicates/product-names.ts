import { foldText, wordsOf } from './normalise-words.ts';

/**
 * Words that say how much or in what form, not which product: "Ibuprofen 400 mg film-coated tablets" and
 * "ibuprofen" name the same suspect product.
 */
const DOSE_AND_FORM_WORDS = new Set([
  'mg',
  'mcg',
  'ug',
  'g',
  'ml',
  'iu',
  'ui',
  'units',
  'unit',
  'dose',
  'doses',
  'tablet',
  'tablets',
  'tab',
  'tabs',
  'capsule',
  'capsules',
  'caps',
  'film',
  'coated',
  'filmcoated',
  'oral',
  'solution',
  'suspension',
  'syrup',
  'injection',
  'injectable',
  'cream',
  'gel',
  'ointment',
  'spray',
  'drops',
  'patch',
  'patches',
  'sachet',
  'extended',
  'release',
  'retard',
  'xr',
  'sr',
  'er',
  'forte',
  'comprimidos',
  'comprimido',
  'capsulas',
  'jarabe',
  'pen',
  'prefilled',
  'syringe',
  'vial',
  'of',
  'de',
  'the',
]);

const isDoseWord = (word: string) =>
  DOSE_AND_FORM_WORDS.has(word) || /^\d+([.,]\d+)?(mg|mcg|ml|g|iu|%)?$/.test(word);

/** The product's name without strength, form or punctuation: "Nurofen® 200mg Tablets" → "nurofen". */
export function normaliseProductName(name: string): string {
  return wordsOf(foldText(name).replace(/®|™/g, ''))
    .filter((word) => !isDoseWord(word))
    .join(' ');
}

/** One suspect drug as a case or an item names it: a brand, its active substance, or both. */
export interface SuspectProduct {
  product?: string | null | undefined;
  substance?: string | null | undefined;
}

/** The names a drug answers to (brand and substance when both are given), normalised and without blanks. */
export function productKeys(drug: SuspectProduct): string[] {
  const keys = [drug.product, drug.substance]
    .map((name) => normaliseProductName(name ?? ''))
    .filter((key) => key.length > 1);
  return [...new Set(keys)];
}

/** The first name two drug lists share (brand to brand, substance to substance, or brand to substance). */
export function sharedProduct(
  a: readonly SuspectProduct[],
  b: readonly SuspectProduct[],
): string | undefined {
  const keysOfB = new Set(b.flatMap(productKeys));
  for (const key of a.flatMap(productKeys)) {
    if (keysOfB.has(key)) return key;
    // "ibuprofen" against "ibuprofen lysine": one name is the other's first words.
    for (const other of keysOfB) if (other.startsWith(`${key} `) || key.startsWith(`${other} `)) return key;
  }
  return undefined;
}
