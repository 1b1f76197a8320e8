import { externalUrl } from '@/lib/external-url.ts';

/** SPEC §9: Amazon links go to the Spanish store. */
export const AMAZON_STORE = 'https://www.amazon.es';

/** The product page of an ASIN. */
export function productUrl(asin: string): string {
  return `${AMAZON_STORE}/dp/${encodeURIComponent(asin)}`;
}

/** A review or profile link as the store gave it; a relative one is prefixed with the Spanish store. */
export function storeUrl(link: string | null): string | null {
  return externalUrl(link, AMAZON_STORE);
}

/** drug_mention is comma-separated: one name per entry, blanks dropped. */
export function drugMentions(mention: string | null): string[] {
  return (mention ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}
