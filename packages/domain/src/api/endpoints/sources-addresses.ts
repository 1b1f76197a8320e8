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
