import {
  analyzeQueuedResponseSchema,
  sourceSyncResponseSchema,
  type LiteratureDatabase,
} from '@vigila/domain';
import type { z } from 'zod';
import { readResponse } from '@/lib/read-response.ts';
import { apiFetch } from '@/lib/api-client.ts';

export type SourceSyncAnswer = z.output<typeof sourceSyncResponseSchema>;

async function postSync(path: string, body: unknown): Promise<SourceSyncAnswer> {
  return readResponse(sourceSyncResponseSchema, await apiFetch<unknown>(path, { method: 'POST', body }));
}

async function postAnalyze(path: string, body?: unknown): Promise<number> {
  const answer = await apiFetch<unknown>(path, { method: 'POST', body });
  return readResponse(analyzeQueuedResponseSchema, answer).queued;
}

/** POST /scrape-instagram {profileUrl}: the handle or profile URL as typed (the server normalises it). */
export const scrapeInstagram = (profileUrl: string) => postSync('/scrape-instagram', { profileUrl });

/** POST /analyze-instagram (no body): analyse what is not analysed yet. */
export const analyzeInstagram = () => postAnalyze('/analyze-instagram');

/** POST /youtube/comments {username} */
export const loadYoutubeComments = (username: string) => postSync('/youtube/comments', { username });

/** POST /amazon/load-reviews {asin} */
export const loadAmazonReviews = (asin: string) => postSync('/amazon/load-reviews', { asin });

const SEARCH_PATH = {
  pubmed: '/search-pubmed',
  ibecs: '/search-ibecs',
} as const satisfies Record<LiteratureDatabase, string>;

/** POST /search-pubmed or /search-ibecs {searchTerms} */
export const searchLiterature = (database: LiteratureDatabase, searchTerms: string) =>
  postSync(SEARCH_PATH[database], { searchTerms });

/** POST /analyze-literature {searchTerms}: analyse the term's articles not analysed yet. */
export const analyzeLiterature = (searchTerms: string) => postAnalyze('/analyze-literature', { searchTerms });
