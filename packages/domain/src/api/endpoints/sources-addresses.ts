import type { ApiErrorEntry } from '../error.ts';
import { SOURCE_ADDRESSES } from '../../sources/source-list.ts';

/**
 * Method and path of each call of `sourceEndpoints` (sources.ts), without zod: the web calls by these (apiCall)
 * while the contracts spread them, so a path is written once and a page that only makes a call does not load its
 * schemas.
 */
export const sourceAddresses = {
  monitoredSources: { method: 'GET', path: '/sources' },
  updateSchedule: { method: 'PATCH', path: '/sources/:id' },
  syncSource: { method: 'POST', path: '/sources/:id/sync' },
  ...SOURCE_ADDRESSES,
} as const;

/** The stable error codes of monitored sources (each source's own errors are in its definition), with the spec's English text (API_ERRORS spreads them). */
export const sourcesErrors = {
  source_not_found: { category: 'not_found', text: 'Monitored source not found' },
  outside_service_failed: { category: 'bad_gateway', text: 'The outside service could not be read' },
} as const satisfies Record<string, ApiErrorEntry>;
