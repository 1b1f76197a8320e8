/** Method and path of each call of `psurEndpoints` (psur.ts), without zod (see cases-addresses.ts). */
export const psurAddresses = {
  psur: { method: 'GET', path: '/psur' },
  psurProducts: { method: 'GET', path: '/psur/products' },
  exportPsur: { method: 'GET', path: '/psur/export' },
} as const;
