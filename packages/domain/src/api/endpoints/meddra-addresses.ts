/** Method and path of each call of `meddraEndpoints` (meddra.ts), without zod (see team-addresses.ts). */
export const meddraAddresses = {
  meddraReleases: { method: 'GET', path: '/meddra/releases' },
  uploadMeddraRelease: { method: 'POST', path: '/meddra/releases' },
  searchMeddra: { method: 'GET', path: '/meddra/search' },
} as const;
