/**
 * The PSUR's names and pure helpers, without zod: the web's PSUR page imports these and loads no schema
 * (decision 0014).
 */
/** The tables of a PSUR (issue 14, decision 0023), each exported alone as CSV. */
export const PSUR_TABLES = [
  'reactions',
  'seriousness',
  'outcome',
  'sources',
  'countries',
  'line-listing',
  'flagged-items',
] as const;
export type PsurTable = (typeof PSUR_TABLES)[number];

/** The longest product text searched for (a medicinal product name or an active substance). */
export const PSUR_PRODUCT_MAX = 200;
/** Rows of the line listing the page shows; the CSV export has every one. */
export const PSUR_LINE_LISTING_LIMIT = 1000;

/** The CSV's file name: `psur-reactions-aspirin-2026-11-26.csv` (the product in plain letters and digits). */
export function psurFileName(table: PsurTable, product: string, to: string): string {
  const slug = product
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `psur-${table}-${slug || 'product'}-${to}.csv`;
}

/**
 * The product text as it is matched (decision 0023): lower case, accents taken off, any run of other characters
 * than letters and digits a single space. The server normalises drug names the same way in SQL.
 */
export function normaliseProductText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
