import type { analyzeQueuedResponseSchema, sourceSyncResponseSchema } from '@vigila/domain';
import {
  SOURCE_BASICS,
  sourceAddresses,
  type EndpointAddress,
  type KeyedAdd,
  type LiteratureDatabase,
} from '@vigila/domain';
import type { z } from 'zod';
import { readAnswer } from '@/lib/read-answer.ts';
import { apiCall } from '@/lib/api-client.ts';

export type SourceSyncAnswer = z.output<typeof sourceSyncResponseSchema>;

const readSync = (answer: unknown): SourceSyncAnswer =>
  readAnswer(answer as z.output<typeof sourceSyncResponseSchema>);
const readQueued = (answer: unknown): number =>
  readAnswer(answer as z.output<typeof analyzeQueuedResponseSchema>, 'queued').queued;

type Definition = (typeof SOURCE_BASICS)[number];
/** A source added by one key: its definition names its add call (and, for some, its analyze call). */
type KeyedDefinition = Extract<Definition, { add: object }>;
export type KeyedSource = KeyedDefinition['name'];

export const isKeyedSource = (source: string): source is KeyedSource =>
  SOURCE_BASICS.some((definition) => definition.name === source && 'add' in definition);

/** The definition of a source added by one key; its `add` read as the generic shape (message keys checked by a test). */
export function keyedDefinition(source: KeyedSource): KeyedDefinition & { add: KeyedAdd } {
  const found = SOURCE_BASICS.find((definition): definition is KeyedDefinition => definition.name === source);
  if (!found) throw new Error(`${source} is not added by one key`);
  return found;
}

/**
 * Its add call with the key under its body field (the server normalises it): POST /scrape-instagram {profileUrl},
 * /youtube/comments {username}, /amazon/load-reviews {asin}.
 */
export const addByKey = async (source: KeyedSource, key: string) => {
  const { endpoint, field } = keyedDefinition(source).add as KeyedDefinition['add'];
  const call: EndpointAddress<'POST'> = sourceAddresses[endpoint];
  return readSync(await apiCall(call, { body: { [field]: key } }));
};

type AnalyzeCall = Extract<Definition, { analyze: string }>['analyze'];

/** Its analyze call (POST /analyze-instagram, no body): analyse what is not analysed yet. */
export async function analyzeByKey(source: KeyedSource): Promise<number> {
  const { analyze } = keyedDefinition(source) as { analyze?: AnalyzeCall };
  if (!analyze) throw new Error(`${source} has no analyze call`);
  return readQueued(await apiCall(sourceAddresses[analyze]));
}

const SEARCH_ENDPOINT = {
  pubmed: sourceAddresses.searchPubmed,
  ibecs: sourceAddresses.searchIbecs,
} as const satisfies Record<LiteratureDatabase, unknown>;

/** POST /search-pubmed or /search-ibecs {searchTerms} */
export const searchLiterature = async (database: LiteratureDatabase, searchTerms: string) =>
  readSync(await apiCall(SEARCH_ENDPOINT[database], { body: { searchTerms } }));

/** POST /analyze-literature {searchTerms}: analyse the term's articles not analysed yet. */
export const analyzeLiterature = async (searchTerms: string) =>
  readQueued(await apiCall(sourceAddresses.analyzeLiterature, { body: { searchTerms } }));
