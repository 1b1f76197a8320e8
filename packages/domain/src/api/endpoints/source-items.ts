import {
  emailListResponseSchema,
  emailResponseSchema,
  recordingHistoryResponseSchema,
  recordingListResponseSchema,
  recordingResponseSchema,
} from '../../items/item-calls.ts';
import { historyResponseSchema } from '../../items/item-reads.ts';
import { MONITORED_SOURCE_READS } from '../../sources/source-definitions.ts';
import type { Source } from '../../sources/source-list.ts';
import { sourceItemEndpoints } from '../source-item-endpoints.ts';
import { sourceItemAddressesBySource as addresses } from './source-items-addresses.ts';

/** The review reads of every source, by source: the uploaded sources' here, each monitored source's in its definition. */
export const sourceItemEndpointsBySource = {
  email: sourceItemEndpoints(addresses.email, {
    list: emailListResponseSchema,
    detail: emailResponseSchema,
    history: historyResponseSchema,
  }),
  recording: sourceItemEndpoints(addresses.recording, {
    list: recordingListResponseSchema,
    detail: recordingResponseSchema,
    history: recordingHistoryResponseSchema,
  }),
  ...MONITORED_SOURCE_READS,
} satisfies Record<Source, unknown>;
