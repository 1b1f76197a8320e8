import {
  endpoints,
  isSearchableTerm,
  LITERATURE_DATABASES,
  normalizeSearchTerm,
  type LiteratureDatabase,
  type LiteratureItem,
} from '@vigila/domain';
import {
  dataNumber,
  dataString,
  dataStrings,
  type ItemRow,
  presentFlagFields,
  presentReviewed,
} from '../../items/index.ts';
import { DATABASE_NAME, missingDatabase, searchLiterature } from './literature-search.ts';
import { addCall, analyzeCall, deleteCall, monitoredReads, type SourceAdapter } from './source-adapter.ts';

/**
 * SPEC §3 Literature item from an item of source 'literature'. Stored as: source_key = the first search term that
 * found it, external_id = PMID (or IBECS id), title, text = title and abstract (what the analysis reads), author =
 * authors joined, url, language; data: authors, year, abstract, journal, full_text_url, search_terms, database.
 */
export function presentLiterature(row: ItemRow): LiteratureItem {
  const flags = presentFlagFields(row);
  const source: LiteratureDatabase = dataString(row, 'database') === 'ibecs' ? 'ibecs' : 'pubmed';
  return Object.assign(flags, presentReviewed(row), {
    pmid: row.externalId,
    title: row.title ?? '',
    authors: dataStrings(row, 'authors'),
    year: dataNumber(row, 'year'),
    abstract: dataString(row, 'abstract'),
    journal: dataString(row, 'journal'),
    language: row.language,
    url: row.url,
    full_text_url: dataStrings(row, 'full_text_url'),
    search_terms: dataStrings(row, 'search_terms'),
    source,
    ss: flags.adr,
    qm: flags.pqc,
    si: flags.mi,
    ss_reason: flags.adr_reason,
    qm_reason: flags.pqc_reason,
    si_reason: flags.mi_reason,
  });
}

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
  key: {
    normalize: normalizeSearchTerm,
    check: { valid: isSearchableTerm, error: 'invalid_search_term' },
  },
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
    notFound: 'search_term_not_found',
  }),
  detailPath: (_key, externalId) => `/literature/details/${externalId}`,
  reads: monitoredReads('literature', {
    present: presentLiterature,
    listKey: 'data',
    notFound: 'literature_item_not_found',
    noun: 'literature articles',
  }),
  missingCredential: (connectors, databases) =>
    databases.map((database) => missingDatabase(connectors, database)).find((text) => text !== null) ?? null,
  missingByDatabase: (connectors) => ({
    pubmed: missingDatabase(connectors, 'pubmed'),
    ibecs: missingDatabase(connectors, 'ibecs'),
  }),
  fetch: searchLiterature,
  sharedItems: true,
};
