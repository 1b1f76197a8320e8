import {
  endpoints,
  LITERATURE_DATABASES,
  normalizeSearchTerm,
  type LiteratureDatabase,
} from '@vigila/domain';
import { DATABASE_NAME, missingDatabase, searchLiterature } from './literature-search.ts';
import { addCall, analyzeCall, deleteCall, type SourceAdapter } from './source-adapter.ts';

const SEARCH_ENDPOINTS = {
  pubmed: endpoints.searchPubmed,
  ibecs: endpoints.searchIbecs,
} as const satisfies Record<LiteratureDatabase, unknown>;

/**
 * Literature search terms (SPEC §7.2: search-pubmed, search-ibecs, analyze-literature and
 * DELETE /literature/delete/{searchTerm}). A term is searched in the databases it was added with; an article found
 * by several terms is one item carrying them all.
 */
export const literatureAdapter: SourceAdapter = {
  source: 'literature',
  service: 'Literature',
  tag: 'literature',
  key: { normalize: normalizeSearchTerm },
  add: LITERATURE_DATABASES.map((database) =>
    addCall({
      endpoint: SEARCH_ENDPOINTS[database],
      summary: `Monitor a literature search term in ${DATABASE_NAME[database]}: imports the articles now, then weekly`,
      keyOf: (body) => body.searchTerms,
      message: `${DATABASE_NAME[database]} search added successfully`,
      database,
    }),
  ),
  analyze: analyzeCall({
    endpoint: endpoints.analyzeLiterature,
    summary: 'Queue analysis of literature articles not analysed yet (of one term, or all)',
    noun: 'article',
    keyOf: (body) => body?.searchTerms,
  }),
  remove: deleteCall({
    endpoint: endpoints.deleteSearchTerm,
    summary: 'Stop monitoring a search term: articles only it found are deleted, others lose the term',
    keyOf: (params) => params.searchTerm,
    message: 'Search term deleted successfully',
    notFound: 'Search term not found',
  }),
  missingCredential: (connectors, databases) =>
    databases.map((database) => missingDatabase(connectors, database)).find((text) => text !== null) ?? null,
  fetch: searchLiterature,
  sharedItems: true,
};
