import {
  analyzeLiteratureRequestSchema,
  LITERATURE_DATABASES,
  literatureSearchRequestSchema,
  normalizeSearchTerm,
  searchTermParamsSchema,
} from '@vigila/domain';
import { DATABASE_NAME, missingDatabase, searchLiterature } from './literature-search.ts';
import { addCall, analyzeCall, deleteCall, type SourceAdapter } from './source-adapter.ts';

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
      path: `/search-${database}`,
      summary: `Monitor a literature search term in ${DATABASE_NAME[database]}: imports the articles now, then weekly`,
      body: literatureSearchRequestSchema,
      keyOf: (body) => body.searchTerms,
      message: `${DATABASE_NAME[database]} search added successfully`,
      database,
    }),
  ),
  analyze: analyzeCall({
    path: '/analyze-literature',
    summary: 'Queue analysis of literature articles not analysed yet (of one term, or all)',
    noun: 'article',
    body: analyzeLiteratureRequestSchema.optional(),
    keyOf: (body) => body?.searchTerms,
  }),
  remove: deleteCall({
    path: '/literature/delete/:searchTerm',
    summary: 'Stop monitoring a search term: articles only it found are deleted, others lose the term',
    params: searchTermParamsSchema,
    keyOf: (params) => params.searchTerm,
    message: 'Search term deleted successfully',
    notFound: 'Search term not found',
  }),
  missingCredential: (connectors, databases) =>
    databases.map((database) => missingDatabase(connectors, database)).find((text) => text !== null) ?? null,
  fetch: searchLiterature,
  sharedItems: true,
};
