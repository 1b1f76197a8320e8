import { createHttpClient, type HttpClient, type HttpClientOptions } from '../http/index.ts';
import { toIbecsArticle, type IbecsArticle } from './ibecs-article.ts';
import { toIbecsError } from './ibecs-error.ts';
import { parseSearchPage, type IbecsSearchPage } from './ibecs-parse.ts';

/** The BVS (Virtual Health Library) search API; IBECS is one of its databases. */
export const IBECS_BASE_URL = 'https://api.bvsalud.org/portal/v1/search/';
/** SPEC §9: the IBECS search reads pages of 100 records… */
export const IBECS_PAGE_SIZE = 100;
/** …published from 2024 on. */
export const IBECS_FROM_YEAR = 2024;
/** A search reads at most this many records (20 pages), so one broad term cannot flood the review queue. */
export const IBECS_MAX_RECORDS = 2_000;
// BVS publishes no rate limit; a few requests per second keeps a 20-page search polite and still quick.
const DEFAULT_SPACING_MS = 250;

export interface IbecsClientOptions {
  /** Sent as the `apikey` header the BVS API asks for. */
  apiKey: string;
  baseUrl?: string;
  /** Passed to the shared HTTP client (tests: fetch, sleep, retries; spacing defaults to 250 ms). */
  http?: Omit<HttpClientOptions, 'baseUrl'>;
}

export interface IbecsSearchResult {
  /** Hits the API reports for the term from 2024 on, which may exceed the articles read (see IBECS_MAX_RECORDS). */
  total: number;
  articles: IbecsArticle[];
  /** Requests issued, one per page; retries inside the HTTP client are not counted. */
  requests: number;
  /** Records left out, each with why (no id); empty when every record was read. */
  warnings: string[];
}

export interface IbecsClient {
  searchIbecs(
    term: string,
    options?: { maxResults?: number; signal?: AbortSignal },
  ): Promise<IbecsSearchResult>;
}

/**
 * The filter of every IBECS search: the database and the years. Both go in one Solr `fq`: quoted so the iAHx
 * controller, which lower-cases the query outside quotes and brackets, keeps the database name as stored.
 */
export const IBECS_FILTER = `db:"IBECS" AND year_cluster:[${IBECS_FROM_YEAR} TO *]`;

export function createIbecsClient(options: IbecsClientOptions): IbecsClient {
  const http: HttpClient = createHttpClient({
    minIntervalMs: DEFAULT_SPACING_MS,
    ...options.http,
    baseUrl: options.baseUrl ?? IBECS_BASE_URL,
    headers: { ...options.http?.headers, apikey: options.apiKey, accept: 'application/json' },
  });

  async function page(
    term: string,
    start: number,
    signal: AbortSignal | undefined,
  ): Promise<IbecsSearchPage> {
    const query = { q: term, fq: IBECS_FILTER, count: IBECS_PAGE_SIZE, start, lang: 'es' };
    try {
      const response = await http.request({ url: '', query, signal });
      return parseSearchPage(response.text());
    } catch (error) {
      throw toIbecsError(error);
    }
  }

  return {
    async searchIbecs(term, { maxResults = IBECS_MAX_RECORDS, signal } = {}) {
      const limit = Math.min(Math.max(0, Math.floor(maxResults)), IBECS_MAX_RECORDS);
      const first = await page(term, 0, signal);
      const wanted = Math.min(first.numFound, limit);
      const docs = first.docs;
      let requests = 1;
      // Paging by the count the first page gave; an empty page means the index shrank meanwhile: stop there.
      while (docs.length < wanted) {
        const next = await page(term, docs.length, signal);
        requests += 1;
        if (next.docs.length === 0) break;
        docs.push(...next.docs);
      }
      const articles: IbecsArticle[] = [];
      const warnings: string[] = [];
      const seen = new Set<string>();
      for (const [index, doc] of docs.slice(0, wanted).entries()) {
        const article = toIbecsArticle(doc);
        if (!article) {
          warnings.push(`IBECS record #${index + 1} has no id and was left out`);
        } else if (!seen.has(article.id)) {
          // Records move between pages when the index changes during the search: keep each once.
          seen.add(article.id);
          articles.push(article);
        }
      }
      return { total: first.numFound, articles, requests, warnings };
    },
  };
}
