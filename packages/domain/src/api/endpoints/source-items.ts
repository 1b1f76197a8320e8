import {
  emailListResponseSchema,
  emailResponseSchema,
  recordingHistoryResponseSchema,
  recordingListResponseSchema,
  recordingResponseSchema,
} from '../../items/item-calls.ts';
import { historyResponseSchema } from '../../items/item-reads.ts';
import { MONITORED_SOURCE_READS, type Source } from '../../sources/source-definitions.ts';
import { sourceItemEndpoints } from '../source-item-endpoints.ts';

/** The review reads of every source, by source: the uploaded sources' here, each monitored source's in its definition. */
export const sourceItemEndpointsBySource = {
  email: sourceItemEndpoints(
    { list: '/emails', item: '/emails' },
    { list: emailListResponseSchema, detail: emailResponseSchema, history: historyResponseSchema },
  ),
  recording: sourceItemEndpoints(
    { list: '/recordings', item: '/recordings' },
    {
      list: recordingListResponseSchema,
      detail: recordingResponseSchema,
      history: recordingHistoryResponseSchema,
    },
  ),
  ...MONITORED_SOURCE_READS,
} satisfies Record<Source, unknown>;
