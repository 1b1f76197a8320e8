import type { CaseListFilters } from '../lib/case-filters.ts';

/**
 * Query keys of cases. Every key starts with 'cases' (the case form uses ['cases', 'detail', id]), so one
 * invalidation of `caseKeys.all` after a write refreshes the list, the counts and any open case.
 */
export const caseKeys = {
  all: ['cases'] as const,
  list: (filters: CaseListFilters) => ['cases', 'list', filters] as const,
  /** The counts are over all the organisation's cases, whatever the filters. */
  counts: () => ['cases', 'counts'] as const,
  /** The cases made of one item, shown on its detail page. */
  ofItem: (itemId: string) => ['cases', 'of-item', itemId] as const,
};
