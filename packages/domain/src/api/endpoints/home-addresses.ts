/** Method and path of each call of `homeEndpoints` (home.ts), without zod (see cases-addresses.ts). */
export const homeAddresses = {
  home: { method: 'GET', path: '/home' },
} as const;
