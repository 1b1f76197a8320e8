import type { ApiErrorEntry } from '../error.ts';
/** Method and path of each call of `duplicateEndpoints` (duplicates.ts), without zod (see cases-addresses.ts). */
export const duplicateAddresses = {
  caseDuplicates: { method: 'GET', path: '/cases/:id/duplicates' },
  itemDuplicates: { method: 'GET', path: '/items/:id/duplicates' },
  caseLinks: { method: 'GET', path: '/cases/:id/links' },
  linkCase: { method: 'POST', path: '/cases/:id/links' },
  unlinkCase: { method: 'DELETE', path: '/cases/:id/links/:linkedId' },
} as const;

/** The stable error codes of links between cases, with the spec's English text (API_ERRORS spreads them). */
export const duplicatesErrors = {
  case_link_to_itself: { category: 'validation', text: 'A case cannot be linked to itself' },
  cases_already_linked: { category: 'conflict', text: 'These cases are already linked' },
  case_link_not_found: { category: 'not_found', text: 'Case link not found' },
} as const satisfies Record<string, ApiErrorEntry>;
