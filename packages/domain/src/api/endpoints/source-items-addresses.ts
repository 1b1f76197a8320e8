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
