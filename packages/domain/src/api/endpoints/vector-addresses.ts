/** Method and path of each call of `vectorEndpoints` (vector.ts), without zod (see cases-addresses.ts). */
export const vectorAddresses = {
  vectorSearch: { method: 'GET', path: '/vector/search' },
  similarItems: { method: 'GET', path: '/items/:id/similar' },
} as const;
