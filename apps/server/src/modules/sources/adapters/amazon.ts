import { ASIN_PATTERN, endpoints, normalizeAsin, STATUS, type AmazonReview } from '@vigila/domain';
import type { AmazonReviewRecord, ScrapeResult } from '../../../connectors/apify/index.ts';
import {
  dataBoolean,
  dataNumber,
  dataString,
  type ItemRow,
  presentFlagFields,
  presentReviewed,
} from '../../items/index.ts';
import { addCall, deleteCall, monitoredReads, type SourceAdapter } from './source-adapter.ts';
import { connectorFetch } from './connector-fetch.ts';
import { parseDate, type FetchedRecords } from './source-record.ts';

/** 404 text of the delete and rename calls (the rename route is amazon-product-name.routes.ts). */

/**
 * Amazon reviews of a monitored ASIN (stored as presentAmazonReview reads them). A review without a date is
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
  return Object.assign(presentFlagFields(row), presentReviewed(row), {
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
    review_status:
      row.statusId in REVIEW_STATUS ? REVIEW_STATUS[row.statusId as keyof typeof REVIEW_STATUS] : 'pending',
    domain: dataString(row, 'domain'),
  });
}

/**
 * Amazon products by ASIN (SPEC §7.2: amazon/load-reviews, DELETE /reviews/{asin}; the rename call is its own
 * route). The source's label is the product name: the one the team chose, else the one the store shows; reviews
 * carry it.
 */
export const amazonAdapter: SourceAdapter = {
  source: 'amazon',
  service: 'Amazon',
  tag: 'amazon',
  key: {
    normalize: normalizeAsin,
    check: {
      valid: (asin) => ASIN_PATTERN.test(asin),
      error: 'invalid_asin',
    },
  },
  add: [
    addCall({
      endpoint: endpoints.loadAmazonReviews,
      summary: 'Monitor a product (ASIN): imports its reviews from the store now, then on its schedule',
      keyOf: (body) => body.asin,
      message: 'ASIN added and reviews loaded successfully',
    }),
  ],
  remove: deleteCall({
    endpoint: endpoints.deleteAsin,
    summary: 'Stop monitoring an ASIN: its reviews and their history are deleted',
    keyOf: (params) => params.asin,
    message: 'ASIN deleted successfully',
    notFound: 'asin_not_found',
  }),
  detailPath: (key, externalId) => `/amazon/${key}/${externalId}`,
  reads: monitoredReads('amazon', {
    present: presentAmazonReview,
    listKey: 'data',
    notFound: 'review_not_found',
    noun: 'Amazon reviews',
  }),
  ...connectorFetch({
    service: 'Amazon',
    connector: 'apify',
    read: (apify, asin) => apify.loadAmazonReviews(asin),
    records: amazonRecords,
  }),
  labelled(label, fetched) {
    const name = label ?? fetched.productName ?? null;
    if (name === null) return { label: name, records: fetched.records };
    const records = fetched.records.map((record) => ({
      ...record,
      data: { ...record.data, product_name: name },
    }));
    return { label: name, records };
  },
};
