import type {
  AmazonReviewRecord,
  InstagramCommentRecord,
  ScrapeResult,
} from '../../../connectors/apify/index.ts';
import { parseDate, type FetchedRecords } from './source-record.ts';

/** Instagram comments of a monitored profile (stored as instagram-comment.presenter.ts reads them). */
export function instagramRecords(
  handle: string,
  result: ScrapeResult<InstagramCommentRecord>,
  now: Date,
): FetchedRecords {
  const records = result.records.map((comment) => ({
    source: 'instagram' as const,
    sourceKey: handle,
    externalId: comment.comment_id,
    author: comment.owner_username || null,
    text: comment.text,
    url: comment.post_url,
    publishedAt: parseDate(comment.commented_at) ?? now,
    data: {
      post_owner_username: comment.post_owner_username,
      likes_count: comment.likes_count,
      replies_count: comment.replies_count,
      is_reply: comment.is_reply,
      parent_comment_id: comment.parent_comment_id,
      commented_at: comment.commented_at,
    },
  }));
  return { records, fetched: records.length, warnings: result.warnings };
}

/**
 * Amazon reviews of a monitored ASIN (stored as amazon-review.presenter.ts reads them). A review without a date is
 * listed at its import time, and its review_date stays null ('No date').
 */
export function amazonRecords(
  asin: string,
  result: ScrapeResult<AmazonReviewRecord> & { productName: string | null },
  now: Date,
): FetchedRecords {
  const records = result.records.map((review) => ({
    source: 'amazon' as const,
    sourceKey: asin,
    externalId: review.review_id,
    author: review.author,
    title: review.review_title,
    text: review.review_body,
    url: review.review_url,
    publishedAt: parseDate(review.review_date) ?? now,
    data: {
      asin: review.asin,
      product_name: review.product_name ?? result.productName,
      review_date: review.review_date,
      rating_score: review.rating_score,
      verified_purchase: review.verified_purchase,
      user_profile_link: review.user_profile_link,
      domain: review.domain,
    },
  }));
  return { records, fetched: records.length, warnings: result.warnings, productName: result.productName };
}
