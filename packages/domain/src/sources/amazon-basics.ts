import { sourceItemAddresses } from './source-item-addresses.ts';
import type { SourceBasics } from './source-definition.ts';

/** ASINs are ten letters or digits; stored uppercase. */
export function normalizeAsin(input: string): string {
  return input.trim().toUpperCase();
}
export const ASIN_PATTERN = /^[A-Z0-9]{10}$/;

/**
 * Method and path of each of its own calls, without zod: the web calls by these; amazon.ts builds the contracts on
 * them.
 */
export const amazonAddresses = {
  loadAmazonReviews: { method: 'POST', path: '/amazon/load-reviews' },
  deleteAsin: { method: 'DELETE', path: '/reviews/:asin' },
  updateProductName: { method: 'POST', path: '/amazon/update-product-name' },
} as const;

/** Reviews of a monitored Amazon product (ASIN); the spec's reference_type for them is 'reviews'. */
export const amazonBasics = {
  name: 'amazon',
  referenceType: 'reviews',
  schedule: 'daily',
  itemWord: 'reviews',
  settingsGroup: 'ecommerce',
  settingsName: 'settings.sourceAmazon',
  remove: {
    endpoint: 'deleteAsin',
    done: 'monitoring.amazonDeleted',
    failed: 'monitoring.amazonDeleteFailed',
  },
  /** SPEC §4.3: 15% → load reviews → 90% → the product's reviews. */
  add: {
    endpoint: 'loadAmazonReviews',
    body: (key: string) => ({ asin: key }),
    prepare: normalizeAsin,
    label: 'monitoring.amazonLabel',
    placeholder: 'monitoring.amazonPlaceholder',
    done: 'monitoring.amazonAdded',
    failed: 'monitoring.amazonAddFailed',
    opensEntry: true,
  },
  /** Its sidebar entry and pages, Settings panel and toasts, list and detail texts and name, in English. */
  texts: {
    'nav.amazon': 'Amazon',
    'page.amazon.title': 'Amazon',
    'page.amazon.body': 'Reviews collected for the monitored products (ASINs) will be listed here.',
    'page.amazonProduct.title': 'Amazon product {name}',
    'page.amazonProduct.body': 'Reviews collected for this product will be listed here.',
    'page.amazonReview.title': 'Amazon review',
    'page.amazonReview.body': 'This review, its safety flags and its status history will be shown here.',
    'settings.sourceAmazon': 'Amazon',
    'monitoring.amazonLabel': 'ASIN',
    'monitoring.amazonPlaceholder': 'B08N5WRWNW',
    'monitoring.amazonAdded': 'ASIN added and reviews loaded successfully',
    'monitoring.amazonAddFailed': 'Failed to add ASIN',
    'monitoring.amazonDeleted': 'ASIN deleted successfully',
    'monitoring.amazonDeleteFailed': 'Failed to delete ASIN',
    'sourceList.amazonBody': 'Reviews of the monitored products (ASINs), analysed for ADR, PQC and MI.',
    'sourceList.amazonProductBody': 'Reviews of the product with ASIN {name}.',
    'amazon.notFound': 'Review Not Found',
    'amazon.notFoundBody':
      "The review you're looking for could not be found. It may have been deleted or is not accessible.",
    'amazon.asin': 'ASIN',
    'amazon.noDate': 'No date',
    'amazon.rating': 'Rated {rating} out of 5 stars',
    'amazon.noRating': 'No rating',
    'amazon.verifiedPurchase': 'Verified Purchase',
    'amazon.untitled': 'Review by {name}',
    'amazon.anonymous': 'Anonymous',
    'amazon.author': 'Author',
    'amazon.product': 'Product',
    'amazon.reviewDate': 'Review Date',
    'amazon.store': 'Store',
    'amazon.review': 'Review',
    'amazon.viewReview': 'View review',
    'amazon.drugMentions': 'Drug Mentions',
    'amazon.viewOnAmazon': 'View on Amazon',
    'amazon.viewProfile': 'View Profile',
    'source.amazon': 'Amazon',
  },
  /** How a case's narrative names where its report came from, and its colour in Home's trends. */
  caseOrigin: 'an Amazon review',
  colour: '#f59e0b',
  /** Its API errors (SPEC's texts, word for word): a bad key, and a key it does not monitor. */
  errors: {
    invalid_asin: { category: 'validation', text: 'Invalid ASIN: an ASIN is 10 letters or digits' },
    asin_not_found: { category: 'not_found', text: 'ASIN not found' },
  },
  spanish: () => import('./amazon-es.ts').then((module) => module.amazonEs),
  addresses: amazonAddresses,
  readAddresses: sourceItemAddresses({ list: '/reviews', item: '/reviews' }),
} as const satisfies SourceBasics;
