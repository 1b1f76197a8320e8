import { z } from 'zod';
import { syncSummarySchema } from './monitored-sources.ts';

const trimmedNonEmpty = z.string().trim().min(1);

/** Instagram handle from '@name', 'name' or a profile URL (instagram.com/name/…); lowercase, as Instagram is. */
export function normalizeInstagramHandle(input: string): string {
  const text = input.trim();
  const fromUrl = /instagram\.com\/([^/?#\s]+)/i.exec(text);
  const handle = (fromUrl?.[1] ?? text).replace(/^@+/, '').replace(/\/+$/, '');
  return handle.toLowerCase();
}

/** A valid Instagram handle: letters, digits, dots and underscores, at most 30. */
export const INSTAGRAM_HANDLE = /^[a-z0-9._]{1,30}$/;

/** YouTube channel as typed: '@handle', handle, legacy username or UC… channel id; a leading @ is kept off. */
export function normalizeYoutubeChannel(input: string): string {
  const text = input.trim();
  const fromUrl = /youtube\.com\/(?:@|c\/|user\/|channel\/)?([^/?#\s]+)/i.exec(text);
  return (fromUrl?.[1] ?? text).replace(/^@+/, '');
}

/** ASINs are ten letters or digits; stored uppercase. */
export function normalizeAsin(input: string): string {
  return input.trim().toUpperCase();
}
export const ASIN_PATTERN = /^[A-Z0-9]{10}$/;

/** SPEC §5: a lowercase word 'and' in a literature term becomes the boolean operator AND; spaces collapse. */
export function normalizeSearchTerm(input: string): string {
  return input
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\band\b/g, 'AND');
}

/** POST /scrape-instagram */
export const scrapeInstagramRequestSchema = z.object({ profileUrl: trimmedNonEmpty.max(300) });
/** POST /youtube/comments */
export const youtubeCommentsRequestSchema = z.object({ username: trimmedNonEmpty.max(200) });
/** POST /amazon/load-reviews */
export const loadAmazonReviewsRequestSchema = z.object({ asin: trimmedNonEmpty.max(20) });
/** POST /amazon/update-product-name (SPEC §5: the name is non-empty after trimming). */
export const updateProductNameRequestSchema = z.object({
  asin: trimmedNonEmpty.max(20),
  product_name: trimmedNonEmpty.max(300),
});
/** POST /search-pubmed and POST /search-ibecs */
export const literatureSearchRequestSchema = z.object({ searchTerms: trimmedNonEmpty.max(500) });
/** POST /analyze-literature: analyse (again) what is not analysed yet, for one term or all. */
export const analyzeLiteratureRequestSchema = z.object({ searchTerms: trimmedNonEmpty.max(500).optional() });

/** Answer of the add calls: the source as stored (key normalised) and what its first sync did. */
export const sourceSyncResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The normalised key the SPA navigates to (/instagram/{key}, /amazon/{key}, /literature/{key}…). */
  key: z.string(),
  data: syncSummarySchema,
});
/** Answer of the analyze calls: how many items were queued for analysis. */
export const analyzeQueuedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  queued: z.number().int(),
});
/** Answer of the delete calls: the source and how many of its items went with it. */
export const sourceDeletedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  deleted_items: z.number().int(),
});

export const instagramAccountParamsSchema = z.object({ username: trimmedNonEmpty });
export const youtubeChannelParamsSchema = z.object({ channel: trimmedNonEmpty });
export const asinParamsSchema = z.object({ asin: trimmedNonEmpty });
export const searchTermParamsSchema = z.object({ searchTerm: trimmedNonEmpty });
