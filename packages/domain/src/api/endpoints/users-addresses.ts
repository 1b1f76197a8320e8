/**
 * Method and path of each call of `userEndpoints` (users.ts), without zod: the web calls by these (apiCall) while
 * the contracts spread them, so a path is written once and a page that only makes a call does not load its schemas.
 */
export const userAddresses = {
  register: { method: 'POST', path: '/register' },
  getUser: { method: 'GET', path: '/users/:id' },
  health: { method: 'GET', path: '/health' },
  ready: { method: 'GET', path: '/ready' },
  changePassword: { method: 'PUT', path: '/me/password' },
  signOutEverywhere: { method: 'POST', path: '/me/sign-out-everywhere' },
} as const;
