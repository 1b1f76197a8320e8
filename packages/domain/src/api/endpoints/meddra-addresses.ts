import type { ApiErrorEntry } from '../error.ts';
/** Method and path of each call of `meddraEndpoints` (meddra.ts), without zod (see team-addresses.ts). */
export const meddraAddresses = {
  meddraReleases: { method: 'GET', path: '/meddra/releases' },
  uploadMeddraRelease: { method: 'POST', path: '/meddra/releases' },
  searchMeddra: { method: 'GET', path: '/meddra/search' },
} as const;

/** The stable error codes of MedDRA releases (decision 0018), with the spec's English text (API_ERRORS spreads them). */
export const meddraErrors = {
  meddra_admins_only: {
    category: 'forbidden',
    text: 'Only owners and admins can upload a MedDRA release',
  },
  meddra_release_too_large: {
    category: 'payload_too_large',
    text: 'A MedDRA file is larger than the 50 MB limit',
  },
} as const satisfies Record<string, ApiErrorEntry>;
