// Which product of the organisation's dictionary a text names (issue 26 point 3, decision 0042). Zod-free: the case
// page, the server's expectedness and the items' own-product marker share it.
import type { ReferenceSafetyInformation } from '../cases/expectedness.ts';
import type { ProductType } from '../cases/reporting-rules/reporting-rule-kinds.ts';

/** What the matcher needs of a product: its id, name, brands and substances (and its label for expectedness). */
export interface MatchableProduct {
  readonly id: string;
  readonly name: string;
  readonly brands: readonly string[];
  readonly substances: readonly string[];
}

/**
 * A text as the matcher compares it: accents removed, lower case, every run of other than letters and digits one
 * space, padded with a space each side so that a whole word is ` word ` (no regular expression built from user text).
 */
export function foldForMatch(text: string): string {
  const folded = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return folded === '' ? '' : ` ${folded} `;
}

/** The product's words a text may name it by: its name, brands and substances, folded, without empties. */
export function productTerms(product: MatchableProduct): string[] {
  return [product.name, ...product.brands, ...product.substances]
    .map(foldForMatch)
    .filter((term) => term !== '');
}

/** The longest of the product's terms the folded text holds as whole words, or 0 when none. */
function longestTermIn(folded: string, product: MatchableProduct): number {
  return productTerms(product).reduce(
    (longest, term) => (folded.includes(term) && term.length > longest ? term.length : longest),
    0,
  );
}

/**
 * The product a case drug's name refers to: the one with the longest term found in the name as whole words (so
 * "Xarelto 20 mg" is Xarelto's, and "aspirin" does not match "aspirinate"), the first of the list on a tie; null when
 * none.
 */
export function productOfDrugName<P extends MatchableProduct>(
  drugName: string,
  products: readonly P[],
): P | null {
  const folded = foldForMatch(drugName);
  if (folded === '') return null;
  let best: P | null = null;
  let bestLength = 0;
  for (const product of products) {
    const length = longestTermIn(folded, product);
    if (length > bestLength) [best, bestLength] = [product, length];
  }
  return best;
}

/** Every product a text mentions by name, brand or substance (whole words, folded), in the list's order. */
export function productsMentionedIn<P extends MatchableProduct>(text: string, products: readonly P[]): P[] {
  const folded = foldForMatch(text);
  if (folded === '') return [];
  return products.filter((product) => longestTermIn(folded, product) > 0);
}

/** A product with its type and reference safety information, as expectedness and the reporting rules take it. */
export interface ProductWithLabel extends MatchableProduct {
  readonly product_type: ProductType;
  readonly label_version: string | null;
  readonly expected_terms: readonly { readonly pt_code: string; readonly pt_term: string }[];
}

/** The product's RSI for `expectednessOf`, or null when it has no label version (nothing to judge against). */
export function referenceSafetyInformationOf(product: ProductWithLabel): ReferenceSafetyInformation | null {
  if (product.label_version === null || product.label_version.trim() === '') return null;
  return {
    labelVersion: product.label_version,
    expectedTerms: product.expected_terms.map((term) => ({ code: term.pt_code, term: term.pt_term })),
  };
}

/** The `rsiOf` of caseAssessmentRows: a drug name → its product's RSI, or null. */
export function rsiLookupOf(
  products: readonly ProductWithLabel[],
): (drugName: string) => ReferenceSafetyInformation | null {
  return (drugName) => {
    const product = productOfDrugName(drugName, products);
    return product === null ? null : referenceSafetyInformationOf(product);
  };
}
