import { asObject, type JsonObject } from '../http/read-json.ts';
import { pickText } from './read-json.ts';
import { parseRating, parseReviewDate } from './review-text.ts';

/** One Amazon review, with the fields SPEC §3 names. */
export interface AmazonReviewRecord {
  review_id: string;
  asin: string;
  product_name: string | null;
  author: string | null;
  review_title: string | null;
  review_body: string;
  /** ISO 8601 date (YYYY-MM-DD); null if the store gave none or it cannot be read. */
  review_date: string | null;
  /** As the actor gave it (possibly relative to the store); null if none. */
  review_url: string | null;
  /** 1–5. */
  rating_score: number | null;
  verified_purchase: boolean;
  user_profile_link: string | null;
  /** The store the review was read from, e.g. 'amazon.es'. */
  domain: string | null;
}

export interface MappedReviews {
  records: AmazonReviewRecord[];
  warnings: string[];
}

/** Amazon review ids are "R" + 10–16 letters/digits; the review URL carries it when the item has no id field. */
const REVIEW_ID_IN_URL = /\/(?:customer-reviews|review)\/(R[A-Z0-9]{8,20})/;

function verified(item: JsonObject): boolean {
  const flag = item.isVerified ?? item.verified ?? item.verifiedPurchase ?? item.verified_purchase;
  if (typeof flag === 'boolean') return flag;
  // "Compra verificada", "Verified Purchase", "true"; but "No verificada" is not.
  if (typeof flag === 'string')
    return !/\b(no|not|false)\b/i.test(flag) && /^(true|yes|s[ií])$|verifi/i.test(flag.trim());
  return false;
}

/** The first alternative field the reader can make sense of (an unreadable `date` must not hide `reviewedIn`). */
function firstRead<T>(read: (value: unknown) => T | null, ...values: unknown[]): T | null {
  for (const value of values) {
    const result = read(value);
    if (result !== null) return result;
  }
  return null;
}

function reviewId(item: JsonObject, url: string | null): string | null {
  return (
    pickText(item, 'reviewId', 'review_id', 'id') ?? (url ? (REVIEW_ID_IN_URL.exec(url)?.[1] ?? null) : null)
  );
}

/**
 * Maps the dataset items of an Amazon reviews actor (junglee/amazon-reviews-scraper: reviewId, ratingScore,
 * reviewTitle, reviewDescription, date, reviewedIn, reviewUrl, isVerified, userProfileLink, productAsin…), with the
 * other names scrapers use as fallbacks. Items without id or text are reported, duplicates kept once.
 */
export function mapAmazonReviews(items: unknown[], asin: string, domain: string): MappedReviews {
  const records: AmazonReviewRecord[] = [];
  const warnings: string[] = [];
  const seen = new Set<string>();
  for (const [index, value] of items.entries()) {
    const item = asObject(value);
    const problem = pickText(item, 'error', 'errorDescription');
    if (problem) {
      warnings.push(`Amazon item #${index + 1}: the actor reported "${problem}"`);
      continue;
    }
    const url = pickText(item, 'reviewUrl', 'review_url', 'url', 'link');
    const id = reviewId(item, url);
    const body = pickText(item, 'reviewDescription', 'reviewText', 'review_body', 'text', 'body', 'content');
    if (!id || !body) {
      warnings.push(`Amazon review #${index + 1} has no ${id ? 'text' : 'id'} and was left out`);
      continue;
    }
    if (seen.has(id)) continue;
    seen.add(id);
    records.push({
      review_id: id,
      asin: pickText(item, 'productAsin', 'asin') ?? asin,
      product_name: pickText(item, 'productTitle', 'product.title', 'productName', 'product_name'),
      author: pickText(item, 'userName', 'author', 'reviewerName', 'profileName', 'name'),
      review_title: pickText(item, 'reviewTitle', 'review_title', 'title'),
      review_body: body,
      review_date: firstRead(
        parseReviewDate,
        item.date,
        item.reviewDate,
        item.reviewedIn,
        item.location_and_date,
      ),
      review_url: url,
      rating_score: firstRead(parseRating, item.ratingScore, item.rating, item.stars, item.reviewRating),
      verified_purchase: verified(item),
      user_profile_link: pickText(item, 'userProfileLink', 'profileLink', 'authorUrl'),
      domain,
    });
  }
  return { records, warnings };
}
