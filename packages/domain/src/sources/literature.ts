import type { SourceDefinition } from './source-definition.ts';
import { literatureTexts } from './literature-texts.ts';

/**
 * Articles a monitored search term finds in PubMed and IBECS. Weekly by default: GVP Module VI asks for a weekly
 * screening of the literature at least. An article's page is named by its PMID alone, so a case links to it.
 */
export const literatureSource = {
  name: 'literature',
  referenceType: 'literature',
  schedule: 'weekly',
  itemWord: 'articles',
  settingsGroup: 'literature',
  remove: {
    endpoint: 'deleteSearchTerm',
    done: 'monitoring.searchTermDeleted',
    failed: 'monitoring.searchTermDeleteFailed',
  },
  texts: literatureTexts,
  casePath: (pmid: string) => `/literature/details/${pmid}`,
} as const satisfies SourceDefinition;
