/** Method and path of each call of `duplicateEndpoints` (duplicates.ts), without zod (see cases-addresses.ts). */
export const duplicateAddresses = {
  caseDuplicates: { method: 'GET', path: '/cases/:id/duplicates' },
  itemDuplicates: { method: 'GET', path: '/items/:id/duplicates' },
  caseLinks: { method: 'GET', path: '/cases/:id/links' },
  linkCase: { method: 'POST', path: '/cases/:id/links' },
  unlinkCase: { method: 'DELETE', path: '/cases/:id/links/:linkedId' },
} as const;
