import { sourceItemAddresses } from './source-item-addresses.ts';
import type { SourceBasics } from './source-definition.ts';

/** SPEC §5: a lowercase word 'and' in a literature term becomes the boolean operator AND; spaces collapse. */
export function normalizeSearchTerm(input: string): string {
  return input
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\band\b/g, 'AND');
}

/** Control characters, and the marks that reorder text on screen (a term is shown in lists and paths). */
const UNSHOWABLE = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/**
 * A term worth sending to PubMed or IBECS: it has a letter or a digit (`..` or `()` finds nothing, and `..` would
 * be a dot segment in DELETE /literature/delete/{term}), and no control or reordering character.
 */
export function isSearchableTerm(term: string): boolean {
  return /[\p{L}\p{N}]/u.test(term) && !UNSHOWABLE.test(term);
}

export const LITERATURE_DATABASES = ['pubmed', 'ibecs'] as const;
export type LiteratureDatabase = (typeof LITERATURE_DATABASES)[number];

/**
 * Method and path of each of its own calls, without zod: the web calls by these; literature.ts builds the contracts on
 * them.
 */
export const literatureAddresses = {
  searchPubmed: { method: 'POST', path: '/search-pubmed' },
  searchIbecs: { method: 'POST', path: '/search-ibecs' },
  analyzeLiterature: { method: 'POST', path: '/analyze-literature' },
  deleteSearchTerm: { method: 'DELETE', path: '/literature/delete/:searchTerm' },
} as const;

/**
 * Articles a monitored search term finds in PubMed and IBECS. Weekly by default: GVP Module VI asks for a weekly
 * screening of the literature at least. An article's page is named by its PMID alone, so a case links to it. Its
 * panel has its own form (a term and the databases to search), so it has no `add`.
 */
export const literatureBasics = {
  name: 'literature',
  referenceType: 'literature',
  schedule: 'weekly',
  itemWord: 'articles',
  settingsGroup: 'literature',
  settingsName: 'settings.sourceLiterature',
  remove: {
    endpoint: 'deleteSearchTerm',
    done: 'monitoring.searchTermDeleted',
    failed: 'monitoring.searchTermDeleteFailed',
  },
  casePath: (pmid: string) => `/literature/details/${pmid}`,
  /** Its sidebar entry and pages, Settings panel and toasts, list and detail texts and name, in English. */
  texts: {
    'nav.literature': 'Literature',
    'page.literature.title': 'Literature',
    'page.literature.body': 'Articles found by the PubMed and IBECS searches will be listed here.',
    'page.literatureSearch.title': 'Literature search {name}',
    'page.literatureSearch.body': 'Articles found for this search term will be listed here.',
    'page.literatureArticle.title': 'Article {name}',
    'page.literatureArticle.body':
      'The abstract, safety flags and status history of this article will be shown here.',
    'settings.sourceLiterature': 'Literature',
    'monitoring.literatureLabel': 'Search term',
    'monitoring.literaturePlaceholder': 'ibuprofen AND rash',
    'monitoring.literatureSources': 'Search sources',
    'monitoring.pubmed': 'PubMed',
    'monitoring.ibecs': 'IBECS',
    'monitoring.pubmedAdded': 'PubMed search added successfully',
    'monitoring.ibecsAdded': 'IBECS search added successfully',
    'monitoring.pubmedFailed': 'Failed to add PubMed search',
    'monitoring.ibecsFailed': 'Failed to add IBECS search',
    'monitoring.literatureAnalyzed': 'Literature analysis completed successfully',
    'monitoring.literatureAnalyzeFailed': 'Literature analysis failed',
    'list.failedLiterature': 'Failed to fetch literature items',
    'detail.historyFailedLiterature': 'Failed to fetch literature history',
    'filters.searchLiterature': 'Search title, abstract or authors',
    'sourceList.literatureBody':
      'Articles found by the PubMed and IBECS searches, screened for safety signals, quality mentions and special interest.',
    'sourceList.literatureSearchBody': 'Articles found for the search term “{name}”.',
    'literature.notFound': 'Literature Not Found',
    'literature.notFoundBody':
      "The literature item you're looking for could not be found. It may have been deleted or is not accessible.",
    'literature.loading': 'Loading Literature...',
    'literature.sourcePubmed': 'PubMed',
    'literature.sourceIbecs': 'IBECS',
    'literature.noAuthors': 'No authors listed',
    'literature.noYear': 'Year unknown',
    'literature.abstract': 'Abstract',
    'literature.noAbstract': 'No abstract available.',
    'literature.fullArticle': 'Full Article',
    'literature.fullArticleNumbered': 'Full Article {number}',
    'literature.fullArticleNotAvailable': 'Full Article Not Available',
    'literature.externalLink': 'Open the article’s page',
    'literature.aiInsights': 'AI Insights',
    'literature.trainModel': 'Train AI Model',
    'literature.actions': 'Actions',
    'literature.info': 'Literature Info',
    'literature.pmid': 'PMID',
    'literature.publicationYear': 'Publication Year',
    'literature.authors': 'Authors',
    'literature.journal': 'Journal',
    'literature.searchTerms': 'Search Terms',
    'literature.viewFullText': 'View Full Text',
    'source.literature': 'Literature',
  },
  /** How a case's narrative names where its report came from, and its colour in Home's trends. */
  caseOrigin: 'a literature article',
  colour: '#10b981',
  /** Its API errors (SPEC's texts, word for word): a bad key, and a key it does not monitor. */
  errors: {
    invalid_search_term: {
      category: 'validation',
      text: 'Invalid search term: give words or numbers to search for, without control characters',
    },
    search_term_not_found: { category: 'not_found', text: 'Search term not found' },
  },
  spanish: () => import('./literature-es.ts').then((module) => module.literatureEs),
  addresses: literatureAddresses,
  readAddresses: sourceItemAddresses({ list: '/getLiterature', item: '/literature' }),
} as const satisfies SourceBasics;
