import { createHttpClient, type HttpClient, type HttpClientOptions } from '../http/index.ts';
import { PubMedError } from './pubmed-error.ts';
import { parseEfetch, parseEsearch, type PubMedArticle } from './pubmed-parse.ts';

export const PUBMED_BASE_URL = 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils/';
/** efetch batch size: 200 keeps each response small while 1,000 records still cost only 5 calls. */
export const EFETCH_BATCH = 200;
/** PubMed serves at most the first 10,000 records of a search, even through the history server. */
export const PUBMED_MAX_RECORDS = 10_000;

export interface PubMedClientOptions {
  baseUrl?: string;
  /** Optional NCBI API key: raises the published limit from 3 to 10 requests per second. */
  apiKey?: string;
  /** NCBI asks callers to identify themselves with tool and email. */
  tool?: string;
  email?: string;
  /** Passed to the shared HTTP client (tests: fetch, sleep, retries). */
  http?: Omit<HttpClientOptions, 'baseUrl' | 'minIntervalMs'>;
}

export interface PubMedSearchResult {
  /** Hits PubMed reports for the term, which may exceed the articles fetched. */
  total: number;
  articles: PubMedArticle[];
  /** Requests issued (esearch + efetch batches); retries inside the HTTP client are not counted. */
  requests: number;
}

export interface PubMedClient {
  searchPubMed(
    term: string,
    options?: { maxResults?: number; signal?: AbortSignal },
  ): Promise<PubMedSearchResult>;
}

export function createPubMedClient(options: PubMedClientOptions = {}): PubMedClient {
  const http: HttpClient = createHttpClient({
    ...options.http,
    baseUrl: options.baseUrl ?? PUBMED_BASE_URL,
    // NCBI's published limits, spaced client-side so a burst never earns a 429.
    minIntervalMs: options.apiKey ? 100 : 334,
  });
  const common = { api_key: options.apiKey, tool: options.tool, email: options.email };

  return {
    async searchPubMed(term, { maxResults = PUBMED_MAX_RECORDS, signal } = {}) {
      const search = await http.request({
        url: 'esearch.fcgi',
        query: { ...common, db: 'pubmed', term, usehistory: 'y', retmax: 0 },
        signal,
      });
      const found = parseEsearch(search.text());
      let requests = 1;
      const wanted = Math.min(found.count, Math.max(0, Math.floor(maxResults)), PUBMED_MAX_RECORDS);
      if (wanted === 0) return { total: found.count, articles: [], requests };
      if (!found.webEnv || !found.queryKey) {
        throw new PubMedError('PubMed esearch returned hits but no WebEnv/QueryKey for the history server');
      }
      const articles: PubMedArticle[] = [];
      for (let start = 0; start < wanted; start += EFETCH_BATCH) {
        const batch = await http.request({
          url: 'efetch.fcgi',
          query: {
            ...common,
            ...{ db: 'pubmed', retmode: 'xml', WebEnv: found.webEnv, query_key: found.queryKey },
            ...{ retstart: start, retmax: Math.min(EFETCH_BATCH, wanted - start) },
          },
          signal,
        });
        requests += 1;
        articles.push(...parseEfetch(batch.text()));
      }
      return { total: found.count, articles, requests };
    },
  };
}
