import {
  analyzeQueuedResponseSchema,
  endpoints,
  sourceSyncResponseSchema,
  type LiteratureDatabase,
} from '@vigila/domain';
import type { z } from 'zod';
import { readResponse } from '@/lib/read-response.ts';
import { apiCall } from '@/lib/api-client.ts';

export type SourceSyncAnswer = z.output<typeof sourceSyncResponseSchema>;

const readSync = (answer: unknown): SourceSyncAnswer => readResponse(sourceSyncResponseSchema, answer);
const readQueued = (answer: unknown): number => readResponse(analyzeQueuedResponseSchema, answer).queued;

/** POST /scrape-instagram {profileUrl}: the handle or profile URL as typed (the server normalises it). */
export const scrapeInstagram = async (profileUrl: string) =>
  readSync(await apiCall(endpoints.scrapeInstagram, { body: { profileUrl } }));

/** POST /analyze-instagram (no body): analyse what is not analysed yet. */
export const analyzeInstagram = async () => readQueued(await apiCall(endpoints.analyzeInstagram));

/** POST /youtube/comments {username} */
export const loadYoutubeComments = async (username: string) =>
  readSync(await apiCall(endpoints.addYoutubeChannel, { body: { username } }));

/** POST /amazon/load-reviews {asin} */
export const loadAmazonReviews = async (asin: string) =>
  readSync(await apiCall(endpoints.loadAmazonReviews, { body: { asin } }));

const SEARCH_ENDPOINT = {
  pubmed: endpoints.searchPubmed,
  ibecs: endpoints.searchIbecs,
} as const satisfies Record<LiteratureDatabase, unknown>;

/** POST /search-pubmed or /search-ibecs {searchTerms} */
export const searchLiterature = async (database: LiteratureDatabase, searchTerms: string) =>
  readSync(await apiCall(SEARCH_ENDPOINT[database], { body: { searchTerms } }));

/** POST /analyze-literature {searchTerms}: analyse the term's articles not analysed yet. */
export const analyzeLiterature = async (searchTerms: string) =>
  readQueued(await apiCall(endpoints.analyzeLiterature, { body: { searchTerms } }));
