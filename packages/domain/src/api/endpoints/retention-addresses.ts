import type { ApiErrorEntry } from '../error.ts';

/** Method and path of each call of `retentionEndpoints` (retention.ts), without zod (see cases-addresses.ts). */
export const retentionAddresses = {
  retention: { method: 'GET', path: '/retention' },
  changeRetention: { method: 'PUT', path: '/retention' },
  purgeArchivedItems: { method: 'POST', path: '/retention/purge' },
  archivedItems: { method: 'GET', path: '/archived-items' },
} as const;

/** The error codes of data retention (decision 0035), with their English text. */
export const retentionErrors = {
  retention_not_set: {
    category: 'conflict',
    text: 'No retention period is set: nothing may be purged',
  },
} as const satisfies Record<string, ApiErrorEntry>;
