import {
  sourceItemEndpointsBySource,
  type ApiErrorCode,
  type Endpoint,
  type LiteratureDatabase,
  type MonitoredSource,
} from '@vigila/domain';
import type { z } from 'zod';
import { AppError } from '../../../http/app-error.ts';
import type { ItemRow, SourceItemRoutes } from '../../items/index.ts';
import type { ConnectorFailure } from '../connector-error-text.ts';
import type { SourceConnectors } from '../sources.deps.ts';
import type { FetchedRecords, SourceRecord } from './source-record.ts';

/** What one sync reads: the source's key and, for literature, the databases to search. */
export interface SyncTarget {
  key: string;
  databases: LiteratureDatabase[];
}

export type FetchOutcome = { ok: true; fetched: FetchedRecords } | { ok: false; failure: ConnectorFailure };

/** What a call of the endpoint sends as body or params: typed where the call is written, unknown once erased. */
type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.output<E['body']> : unknown;
type ParamsOf<E extends Endpoint> = E['params'] extends z.ZodType ? z.output<E['params']> : unknown;

/**
 * An add call of SPEC §7.2 (scrape-instagram, youtube/comments…): its entry of the endpoint table (@vigila/domain
 * `endpoints`: method, path, body, answer) and its 200 message. `keyOf` is a method so an adapter's typed call fits
 * the list the route factory reads (method parameters are bivariant).
 */
export interface AddCall<E extends Endpoint = Endpoint> {
  endpoint: E;
  summary: string;
  /** The key as the user typed it. */
  keyOf(body: BodyOf<E>): string;
  message: string;
  /** Literature: the database this call searches (search-pubmed / search-ibecs). */
  database?: LiteratureDatabase;
}

/** An analyze call: queues the source's items not analysed yet; a body, when there is one, may name one key. */
export interface AnalyzeCall<E extends Endpoint = Endpoint> {
  endpoint: E;
  summary: string;
  /** The word its answer counts items in: "3 comments queued for analysis". */
  noun: string;
  keyOf?(body: BodyOf<E>): string | undefined;
}

/** The delete call: the source, its items and their history go. */
export interface DeleteCall<E extends Endpoint = Endpoint> {
  /** Its path carries the key as a parameter, e.g. '/instagram/accounts/:username'. */
  endpoint: E;
  summary: string;
  keyOf(params: ParamsOf<E>): string;
  message: string;
  /** The 404 error when neither a source nor an item has the key. */
  notFound: ApiErrorCode;
  /** The key is checked as on add (400 when invalid) instead of being looked up as given (404). */
  checked?: boolean;
}

/**
 * Everything one monitored source differs in (decision 0007): the key, the outside service, how its records become
 * items, and its calls with their texts. The services, the job and the route factory (source-call-routes.ts) are one
 * code path for every source; adding a source is one adapter and its line in registry.ts.
 */
export interface SourceAdapter {
  source: MonitoredSource;
  /** The outside service in messages for people ("Instagram is limiting requests…"). */
  service: string;
  /** OpenAPI tag of its calls. */
  tag: string;
  key: {
    /** The stored form of a key as typed ('@Pharma.Co' → 'pharma.co'). */
    normalize(input: string): string;
    /** Keys the service cannot have: the add call answers 400 with `error`. */
    check?: { valid(key: string): boolean; error: ApiErrorCode };
  };
  add: AddCall[];
  analyze?: AnalyzeCall;
  remove: DeleteCall;
  /** Why its connector cannot run on this server (for people), null when it can; `databases`: literature's. */
  missingCredential(connectors: SourceConnectors, databases: LiteratureDatabase[]): string | null;
  /** Literature: why each of its databases cannot run on this server, null when it can (the add form's choice). */
  missingByDatabase?(connectors: SourceConnectors): Record<LiteratureDatabase, string | null>;
  /**
   * Reads everything the key has now. A thrown connector error becomes the failed outcome (fetch-source-records.ts);
   * the connector is set up (missingCredential was checked first).
   */
  fetch(connectors: SourceConnectors, target: SyncTarget, now: Date): Promise<FetchOutcome>;
  /** Its review reads (SPEC §7.2: list, counts, detail, history), registered by sources.routes.ts. */
  reads: SourceItemRoutes<unknown>;
  /** The SPA route of an item's detail page (SPEC §2.1), from its key and its own id, both URL-encoded. */
  detailPath(key: string, externalId: string): string;
  /** Items are shared between keys (literature: an article found by several terms carries them all). */
  sharedItems?: boolean;
  /** The source's label after a sync and the records with it (Amazon: the product name). */
  labelled?(label: string | null, fetched: FetchedRecords): { label: string | null; records: SourceRecord[] };
}

/** Typed call definitions (the body's type is checked where the call is written). */
export const addCall = <E extends Endpoint>(call: AddCall<E>): AddCall => call;
export const analyzeCall = <E extends Endpoint>(call: AnalyzeCall<E>): AnalyzeCall => call;
export const deleteCall = <E extends Endpoint>(call: DeleteCall<E>): DeleteCall => call;

/**
 * A monitored source's review reads: paths and answers from the endpoint table's entries of the source, how an item
 * is presented (SPEC §3), its 404 text and the key its list answers under.
 */
export function monitoredReads<T>(
  source: MonitoredSource,
  read: {
    present: (row: ItemRow) => T;
    listKey: SourceItemRoutes<T>['listKey'];
    notFound: ApiErrorCode;
    /** Plural noun of the OpenAPI summaries, e.g. 'Instagram comments'. */
    noun: string;
  },
): SourceItemRoutes<T> {
  const { list, detail, history } = sourceItemEndpointsBySource[source];
  return {
    ...read,
    source,
    tag: source,
    listPath: list.path,
    itemPath: detail.path.replace(/\/:id$/, ''),
    historyKey: 'data',
    listResponse: list.response,
    detailResponse: detail.response,
    historyResponse: history.response,
  };
}

/** The stored key of what the user typed; 400 with the source's error when the service cannot have it. */
export function checkedKey(adapter: SourceAdapter, input: string): string {
  const key = adapter.key.normalize(input);
  const check = adapter.key.check;
  if (check && !check.valid(key)) throw AppError.of(check.error);
  return key;
}

/** A connector that needs no more than one credential: its text when the server lacks it. */
export function notSetUp(service: string, variable: string): string {
  return `${service} is not set up on this server: ${variable} is not set`;
}
