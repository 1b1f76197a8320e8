export {
  createPubMedClient,
  EFETCH_BATCH,
  PUBMED_BASE_URL,
  PUBMED_MAX_RECORDS,
  type PubMedClient,
  type PubMedClientOptions,
  type PubMedSearchResult,
} from './pubmed-client.ts';
export { PubMedError } from './pubmed-error.ts';
export { parseEfetch, parseEsearch, type EsearchResult, type PubMedArticle } from './pubmed-parse.ts';
