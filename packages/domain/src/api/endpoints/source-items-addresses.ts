import type { ApiErrorEntry } from '../error.ts';
import { sourceItemAddresses } from '../../sources/source-item-addresses.ts';
import { MONITORED_SOURCE_READ_ADDRESSES, type Source } from '../../sources/source-list.ts';

/**
 * Method and path of the review reads of every source, by source, without zod: what the web's lists call. The
 * contracts (`sourceItemEndpointsBySource`, source-items.ts) are built on these.
 */
export const sourceItemAddressesBySource = {
  email: sourceItemAddresses({ list: '/emails', item: '/emails' }),
  recording: sourceItemAddresses({ list: '/recordings', item: '/recordings' }),
  ...MONITORED_SOURCE_READ_ADDRESSES,
} satisfies Record<Source, unknown>;

/** The stable error codes of reading one item of a source, with the spec's English text (API_ERRORS spreads them). */
export const sourceItemsErrors = {
  item_not_found: { category: 'not_found', text: 'Item not found' },
  email_not_found: { category: 'not_found', text: 'Email not found' },
  recording_not_found: { category: 'not_found', text: 'Recording not found' },
  review_not_found: { category: 'not_found', text: 'Review not found' },
  comment_not_found: { category: 'not_found', text: 'Comment not found' },
  literature_item_not_found: { category: 'not_found', text: 'Literature item not found' },
} as const satisfies Record<string, ApiErrorEntry>;
