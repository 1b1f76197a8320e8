export type { AmazonReviewRecord } from './amazon-records.ts';
export { mapAmazonReviews } from './amazon-records.ts';
export {
  APIFY_BASE_URL,
  createApifyClient,
  DEFAULT_AMAZON_ACTOR,
  DEFAULT_AMAZON_DOMAIN,
  DEFAULT_INSTAGRAM_ACTOR,
  DEFAULT_INSTAGRAM_POSTS_ACTOR,
  normaliseHandle,
  type ApifyClient,
  type ApifyClientOptions,
  type ScrapeResult,
} from './apify-client.ts';
export { ApifyError, type ApifyErrorKind } from './apify-error.ts';
export type { InstagramCommentRecord } from './instagram-records.ts';
export { mapComments, mapPosts } from './instagram-records.ts';
export { parseRating, parseReviewDate } from './review-text.ts';
