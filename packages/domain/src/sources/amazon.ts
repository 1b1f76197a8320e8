import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { sourceItemEndpoints } from '../api/source-item-endpoints.ts';
import { historyResponseSchema, okResponseSchema } from '../items/item-reads.ts';
import {
  SOURCE_CALL_ERRORS as errors,
  sourceDeletedResponseSchema,
  sourceSyncResponseSchema,
  trimmedNonEmpty,
} from './source-call-shapes.ts';
import type { SourceDefinition } from './source-definition.ts';
import { listOf, oneOf, reviewedItemSchema } from './source-item-shape.ts';

/** ASINs are ten letters or digits; stored uppercase. */
export function normalizeAsin(input: string): string {
  return input.trim().toUpperCase();
}
export const ASIN_PATTERN = /^[A-Z0-9]{10}$/;

/** SPEC §3 Amazon review. `status` there is a string (needs_review | non_relevant | pending): see review_status. */
export const amazonReviewSchema = reviewedItemSchema.extend({
  review_id: z.string(),
  asin: z.string(),
  product_name: z.string().nullable(),
  author: z.string().nullable(),
  review_title: z.string().nullable(),
  review_body: z.string(),
  /** ISO date-time, or null when the store gave none ('No date'). */
  review_date: z.string().nullable(),
  /** As the store gave it; a relative URL is resolved against the Spanish store by the client (SPEC §2.8). */
  review_url: z.string().nullable(),
  rating_score: z.number().min(0).max(5).nullable(),
  verified_purchase: z.boolean(),
  user_profile_link: z.string().nullable(),
  /** Drug names the analysis found in the review (Drug Mentions card), comma-separated; null when none. */
  drug_mention: z.string().nullable(),
  /** The string reading of the status (SPEC §3): pending, needs_review or non_relevant. */
  review_status: z.enum(['pending', 'needs_review', 'non_relevant']),
  /** The store the reviews were read from, e.g. amazon.es. */
  domain: z.string().nullable(),
});
export type AmazonReview = z.infer<typeof amazonReviewSchema>;

/** GET /reviews (answer under `data`), GET /reviews/{id}. */
export const amazonReviewListResponseSchema = listOf(amazonReviewSchema);
export const amazonReviewResponseSchema = oneOf(amazonReviewSchema);

const asinText = trimmedNonEmpty.max(20);

/** Reviews of a monitored Amazon product (ASIN); the spec's reference_type for them is 'reviews'. */
export const amazonSource = {
  name: 'amazon',
  referenceType: 'reviews',
  schedule: 'daily',
  itemWord: 'reviews',
  settingsGroup: 'ecommerce',
  settingsName: 'settings.sourceAmazon',
  endpoints: {
    /** POST /amazon/load-reviews {asin} */
    loadAmazonReviews: endpoint({
      method: 'POST',
      path: '/amazon/load-reviews',
      body: z.object({ asin: asinText }),
      response: sourceSyncResponseSchema,
      errors,
    }),
    deleteAsin: endpoint({
      method: 'DELETE',
      path: '/reviews/:asin',
      params: z.object({ asin: trimmedNonEmpty }),
      response: sourceDeletedResponseSchema,
      errors,
    }),
    /** POST /amazon/update-product-name (SPEC §5: the name is non-empty after trimming). */
    updateProductName: endpoint({
      method: 'POST',
      path: '/amazon/update-product-name',
      body: z.object({ asin: asinText, product_name: trimmedNonEmpty.max(300) }),
      response: okResponseSchema,
      errors,
    }),
  },
  reads: sourceItemEndpoints(
    { list: '/reviews', item: '/reviews' },
    {
      list: amazonReviewListResponseSchema,
      detail: amazonReviewResponseSchema,
      history: historyResponseSchema,
    },
  ),
  remove: {
    endpoint: 'deleteAsin',
    done: 'monitoring.amazonDeleted',
    failed: 'monitoring.amazonDeleteFailed',
  },
  /** SPEC §4.3: 15% → load reviews → 90% → the product's reviews. */
  add: {
    endpoint: 'loadAmazonReviews',
    field: 'asin',
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
  spanish: () => import('./amazon-es.ts').then((module) => module.amazonEs),
} as const satisfies SourceDefinition;
