import type { ApiErrorEntry } from '../error.ts';
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
  preferences: { method: 'GET', path: '/me/preferences' },
  savePreferences: { method: 'PUT', path: '/me/preferences' },
} as const;

/** The stable error codes of sign-up, a user, the profile's password, with the spec's English text (API_ERRORS spreads them). */
export const usersErrors = {
  user_not_found: { category: 'not_found', text: 'User not found' },
  register_self_only: { category: 'forbidden', text: 'You can only register yourself' },
  email_taken: { category: 'conflict', text: 'This email address belongs to another account' },
  password_incorrect: { category: 'validation', text: 'The current password is not right' },
  password_not_managed: {
    category: 'conflict',
    text: 'Your password is kept by your organisation’s identity provider: change it there',
  },
} as const satisfies Record<string, ApiErrorEntry>;
