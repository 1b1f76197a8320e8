import type { Source } from '@vigila/domain';
import type { ListFilters } from '../lib/list-params.ts';

/**
 * Query keys of the review workflow. A status change invalidates `itemKeys.source(source)` (its lists, counts,
 * details and histories) and `triageKeys.all` (the inbox and the sidebar count).
 */
export const itemKeys = {
  all: ['items'] as const,
  source: (source: Source) => ['items', source] as const,
  list: (source: Source, filters: ListFilters) => ['items', source, 'list', filters] as const,
  counts: (source: Source, filters: ListFilters) => ['items', source, 'counts', filters] as const,
  detail: (source: Source, id: string) => ['items', source, 'detail', id] as const,
  history: (source: Source, id: string) => ['items', source, 'history', id] as const,
};

export const triageKeys = {
  all: ['triage'] as const,
  list: () => ['triage', 'list'] as const,
  count: () => ['triage', 'count'] as const,
};

export const feedbackKeys = {
  metrics: () => ['feedback', 'metrics'] as const,
};
