import type { analyzeQueuedResponseSchema, sourceSyncResponseSchema } from '@vigila/domain';
import { SOURCE_BASICS, sourceAddresses, type KeyedAdd, type LiteratureDatabase } from '@vigila/domain';
import type { z } from 'zod';
import { readAnswer } from '@/lib/read-answer.ts';
import { apiCall } from '@/lib/api-client.ts';

export type SourceSyncAnswer = z.output<typeof sourceSyncResponseSchema>;
type QueuedAnswer = z.output<typeof analyzeQueuedResponseSchema>;

const readSync = (answer: SourceSyncAnswer): SourceSyncAnswer => readAnswer(answer);
const readQueued = (answer: QueuedAnswer): number => readAnswer(answer, 'queued').queued;

type Definition = (typeof SOURCE_BASICS)[number];
/** A source added by one key: its definition names its add call (and, for some, its analyze call). */
type KeyedDefinition = Extract<Definition, { add: object }>;
export type KeyedSource = KeyedDefinition['name'];

export const isKeyedSource = (source: string): source is KeyedSource =>
  SOURCE_BASICS.some((definition) => definition.name === source && 'add' in definition);

/** The definition as written: its calls' names and its body keep their literal types, so the calls are typed. */
function keyedBasics(source: KeyedSource): KeyedDefinition {
  const found = SOURCE_BASICS.find((definition): definition is KeyedDefinition => definition.name === source);
  if (!found) throw new Error(`${source} is not added by one key`);
  return found;
}

/** The definition of a source added by one key; its `add` read as the generic shape (message keys checked by a test). */
export const keyedDefinition = (source: KeyedSource): KeyedDefinition & { add: KeyedAdd } =>
  keyedBasics(source);

/**
 * Its add call with the key under its body field (the server normalises it): POST /scrape-instagram {profileUrl},
 * /youtube/comments {username}, /amazon/load-reviews {asin}.
 */
export const addByKey = async (source: KeyedSource, key: string) => {
  const { add } = keyedBasics(source);
  return readSync(await apiCall(sourceAddresses[add.endpoint], { body: add.body(key) }));
};

/** Its analyze call (POST /analyze-instagram, no body): analyse what is not analysed yet. */
export async function analyzeByKey(source: KeyedSource): Promise<number> {
  const definition = keyedBasics(source);
  if (!('analyze' in definition)) throw new Error(`${source} has no analyze call`);
  return readQueued(await apiCall(sourceAddresses[definition.analyze]));
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
