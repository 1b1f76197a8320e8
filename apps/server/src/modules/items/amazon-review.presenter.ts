import { STATUS, type AmazonReview } from '@vigila/domain';
import { dataBoolean, dataNumber, dataString, presentFlagFields, presentReviewed } from './item.presenter.ts';
import type { ItemRow } from './items.repository.ts';

const REVIEW_STATUS = {
  [STATUS.pending]: 'pending',
  [STATUS.needsReview]: 'needs_review',
  [STATUS.nonRelevant]: 'non_relevant',
} as const;

/**
 * SPEC §3 Amazon review from an item of source 'amazon'. Stored as: source_key = ASIN, external_id = review id,
 * author, title = review title, text = review body, url = review URL, published_at = review date (or import time);
 * data: asin, product_name, review_date (null when the store gave none), rating_score, verified_purchase,
 * user_profile_link, drug_mention, domain.
 */
export function presentAmazonReview(row: ItemRow): AmazonReview {
  return {
    ...presentFlagFields(row),
    ...presentReviewed(row),
    review_id: row.externalId,
    asin: dataString(row, 'asin') ?? row.sourceKey ?? '',
    product_name: dataString(row, 'product_name'),
    author: row.author,
    review_title: row.title,
    review_body: row.text,
    review_date: dataString(row, 'review_date'),
    review_url: row.url,
    rating_score: dataNumber(row, 'rating_score'),
    verified_purchase: dataBoolean(row, 'verified_purchase') ?? false,
    user_profile_link: dataString(row, 'user_profile_link'),
    drug_mention: dataString(row, 'drug_mention'),
    review_status: REVIEW_STATUS[row.statusId as keyof typeof REVIEW_STATUS] ?? 'pending',
    domain: dataString(row, 'domain'),
  };
}
