import { createHttpClient, type HttpClientOptions } from '../http/index.ts';
import { mapAmazonReviews, type AmazonReviewRecord } from './amazon-records.ts';
import { ApifyError } from './apify-error.ts';
import { mapComments, mapPosts, type InstagramCommentRecord } from './instagram-records.ts';
import { runActor } from './run-actor.ts';

export const APIFY_BASE_URL = 'https://api.apify.com';
/**
 * Instagram takes two runs of Apify's own actors: the profile's recent posts (instagram-post-scraper, input
 * `username`), then the comments of those posts (instagram-comment-scraper, input `directUrls`) — no single actor
 * goes from a handle to every comment of its posts.
 */
export const DEFAULT_INSTAGRAM_ACTOR = 'apify~instagram-comment-scraper';
export const DEFAULT_INSTAGRAM_POSTS_ACTOR = 'apify~instagram-post-scraper';
/** Apify's Amazon reviews actor (input `productUrls`, `maxReviews`). */
export const DEFAULT_AMAZON_ACTOR = 'junglee~amazon-reviews-scraper';
/** SPEC §9: Amazon links go to the Spanish store. */
export const DEFAULT_AMAZON_DOMAIN = 'amazon.es';

// A synchronous run may last 300 s (then Apify answers 408); the HTTP timeout must outlast it.
const SYNC_RUN_TIMEOUT_MS = 310_000;
// Defaults sized so one run stays well inside those 300 s.
const DEFAULT_MAX_POSTS = 10;
const DEFAULT_MAX_COMMENTS = 100;
const DEFAULT_MAX_REVIEWS = 100;

export interface ScrapeResult<R> {
  records: R[];
  /** Items left out and problems the actor reported, for the person who started the scrape. */
  warnings: string[];
  /** Actor runs (HTTP requests) made. */
  requests: number;
}

export interface ApifyClient {
  scrapeInstagramComments(
    handle: string,
    options?: { maxPosts?: number; maxComments?: number },
  ): Promise<ScrapeResult<InstagramCommentRecord>>;
  loadAmazonReviews(
    asin: string,
    options?: { maxReviews?: number },
  ): Promise<ScrapeResult<AmazonReviewRecord> & { productName: string | null }>;
  /**
   * Any actor's dataset items, unread: a source whose actor needs no more than one run maps them in its own adapter
   * (modules/sources/adapters), so a new Apify-backed source needs no change here.
   */
  runActor(actorId: string, input: object): Promise<unknown[]>;
}

export interface ApifyClientOptions {
  token: string;
  /** Default https://api.apify.com. */
  baseUrl?: string;
  /** The comments actor (`user~actor`). */
  instagramActor?: string;
  /** The profile posts actor. */
  instagramPostsActor?: string;
  amazonActor?: string;
  /** Default 'amazon.es'. */
  amazonDomain?: string;
  /** Timeouts, retries and spacing of the shared HTTP client. */
  http?: Omit<HttpClientOptions, 'baseUrl'>;
}

/** Instagram usernames: letters, digits, dots and underscores, at most 30. */
const HANDLE = /^[\w.]{1,30}$/;
const ASIN = /^[A-Z0-9]{10}$/;

/** "@Name", "name" or a profile link → "name" (usernames are case-insensitive; lower case keeps re-runs equal). */
export function normaliseHandle(input: string): string {
  const trimmed = input.trim();
  const fromUrl = /instagram\.com\/([\w.]+)/i.exec(trimmed)?.[1];
  const handle = (fromUrl ?? trimmed).replace(/^@/, '').toLowerCase();
  if (!HANDLE.test(handle)) {
    throw new ApifyError(`"${input}" is not an Instagram username`, { kind: 'other' });
  }
  return handle;
}

const positive = (value: number | undefined, fallback: number) =>
  value !== undefined && Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;

export function createApifyClient(options: ApifyClientOptions): ApifyClient {
  const http = createHttpClient({
    timeoutMs: SYNC_RUN_TIMEOUT_MS,
    ...options.http,
    baseUrl: options.baseUrl ?? APIFY_BASE_URL,
    // The header keeps the token out of URLs and so out of logs and error messages.
    headers: { ...options.http?.headers, authorization: `Bearer ${options.token}` },
  });
  const commentsActor = options.instagramActor ?? DEFAULT_INSTAGRAM_ACTOR;
  const postsActor = options.instagramPostsActor ?? DEFAULT_INSTAGRAM_POSTS_ACTOR;
  const amazonActor = options.amazonActor ?? DEFAULT_AMAZON_ACTOR;
  const domain = options.amazonDomain ?? DEFAULT_AMAZON_DOMAIN;

  return {
    async scrapeInstagramComments(input, { maxPosts, maxComments } = {}) {
      const handle = normaliseHandle(input);
      const postItems = await runActor(http, postsActor, {
        username: [handle],
        resultsLimit: positive(maxPosts, DEFAULT_MAX_POSTS),
      });
      const { posts, warnings } = mapPosts(postItems);
      if (posts.length === 0) return { records: [], warnings, requests: 1 };
      const commentItems = await runActor(http, commentsActor, {
        directUrls: posts.map((post) => post.url),
        resultsLimit: positive(maxComments, DEFAULT_MAX_COMMENTS),
        includeNestedComments: true,
      });
      const comments = mapComments(commentItems, handle, posts);
      return { records: comments.records, warnings: [...warnings, ...comments.warnings], requests: 2 };
    },

    async loadAmazonReviews(input, { maxReviews } = {}) {
      const asin = input.trim().toUpperCase();
      if (!ASIN.test(asin)) throw new ApifyError(`"${input}" is not an ASIN`, { kind: 'other' });
      const items = await runActor(http, amazonActor, {
        productUrls: [{ url: `https://www.${domain}/dp/${asin}` }],
        maxReviews: positive(maxReviews, DEFAULT_MAX_REVIEWS),
      });
      const { records, warnings } = mapAmazonReviews(items, asin, domain);
      const productName = records.find((record) => record.product_name)?.product_name ?? null;
      return { records, warnings, requests: 1, productName };
    },

    runActor: (actorId, input) => runActor(http, actorId, input),
  };
}
