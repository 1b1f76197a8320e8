import type { z } from 'zod';
import {
  emailListResponseSchema,
  emailResponseSchema,
  recordingHistoryResponseSchema,
  recordingListResponseSchema,
  recordingResponseSchema,
} from '../../items/item-calls.ts';
import { historyResponseSchema } from '../../items/item-reads.ts';
import type { SourceDefinition } from '../../sources/source-definition.ts';
import { SOURCE_DEFINITIONS, type DefinitionOf } from '../../sources/source-definitions.ts';
import type { MonitoredSource, Source } from '../../sources/source-list.ts';
import { sourceItemEndpoints } from '../source-item-endpoints.ts';
import { sourceItemAddressesBySource as addresses } from './source-items-addresses.ts';

/** The four reads of one monitored source, built from its definition's read addresses and answers. */
type MonitoredReads<D> = D extends {
  readAddresses: { list: { path: infer List extends string }; detail: { path: `${infer Item}/:id` } };
  answers: { list: infer ListAnswer extends z.ZodType; detail: infer DetailAnswer extends z.ZodType };
}
  ? ReturnType<typeof sourceItemEndpoints<List, Item, ListAnswer, DetailAnswer, typeof historyResponseSchema>>
  : never;

/** Every monitored source's review reads, by source: its definition names the paths and the answers. */
const monitoredReads = Object.fromEntries(
  SOURCE_DEFINITIONS.map((source: SourceDefinition) => [
    source.name,
    sourceItemEndpoints(source.readAddresses, { ...source.answers, history: historyResponseSchema }),
  ]),
) as { [S in MonitoredSource]: MonitoredReads<DefinitionOf<S>> };

/** The review reads of every source, by source: the uploaded sources' here, each monitored source's from its definition. */
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
  ...monitoredReads,
} satisfies Record<Source, unknown>;
