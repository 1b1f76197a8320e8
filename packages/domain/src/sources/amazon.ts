import { z } from 'zod';
import { okResponseSchema } from '../items/item-reads.ts';
import {
  SOURCE_CALL_ERRORS as errors,
  sourceDeletedResponseSchema,
  sourceSyncResponseSchema,
  trimmedNonEmpty,
} from './source-call-shapes.ts';
import type { SourceDefinition } from './source-definition.ts';
import { listOf, oneOf, reviewedItemSchema } from './source-item-shape.ts';
import { amazonAddresses, amazonBasics } from './amazon-basics.ts';

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
  ...amazonBasics,
  endpoints: {
    /** POST /amazon/load-reviews {asin} */
    loadAmazonReviews: {
      ...amazonAddresses.loadAmazonReviews,
      body: z.object({ asin: asinText }),
      response: sourceSyncResponseSchema,
      errors,
    },
    deleteAsin: {
      ...amazonAddresses.deleteAsin,
      params: z.object({ asin: trimmedNonEmpty }),
      response: sourceDeletedResponseSchema,
      errors,
    },
    /** POST /amazon/update-product-name (SPEC §5: the name is non-empty after trimming). */
    updateProductName: {
      ...amazonAddresses.updateProductName,
      body: z.object({ asin: asinText, product_name: trimmedNonEmpty.max(300) }),
      response: okResponseSchema,
      errors,
    },
  },
  answers: {
    list: amazonReviewListResponseSchema,
    detail: amazonReviewResponseSchema,
  },
} as const satisfies SourceDefinition;
