import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LucideIcon } from 'lucide-react';
import type {
  AiStatus,
  AnyFlag,
  CaseFacts,
  EndpointResponse,
  FlagSlot,
  HistoryEntry,
  Pagination,
  PlainMessageKey,
  Source,
  StatusFilter,
  StatusId,
  sourceItemEndpointsBySource,
} from '@vigila/domain';

/** What the shared list, tile, button and detail parts need to know about any item, whatever its source. */
export interface ItemView {
  id: string;
  status: StatusId;
  flags: Record<FlagSlot, boolean | null>;
  reasons: Record<FlagSlot, string | null>;
  aiStatus: AiStatus;
  aiError: string | null;
  /** What the analysis read of an ADR (products, reactions, seriousness, patient, reporter). */
  caseFacts: CaseFacts | null;
  /** The organisation's products the item names (decision 0042); absent where a source does not say. */
  ownProductIds?: readonly string[];
}

export interface ListPage<T> {
  items: T[];
  pagination: Pagination | undefined;
}

/** Which empty text a list shows: one per status filter, and one for the AI triage selection. */
export type EmptyKind = StatusFilter | 'triage';

/** A review read of a source: its list, one item, or one item's status history. */
export type SourceRead = 'list' | 'detail' | 'history';

/**
 * The answer of a source's review read as its contract (`sourceItemEndpointsBySource[source][read]`) types it: the
 * descriptor reads what the endpoint table says the server sends, with no cast (a type only: no schema is loaded).
 */
export type SourceReadAnswer<S extends Source, R extends SourceRead> = EndpointResponse<
  (typeof sourceItemEndpointsBySource)[S][R]
>;

/**
 * One data source plugged into the shared review machinery. The source's feature folder defines it once
 * (API paths, how to read its answers, its texts); lists, tiles, filters, status buttons, history and the
 * Train AI dialog are the same parts for every source.
 */
export interface SourceDescriptor<T, S extends Source = Source> {
  /** Also names its API calls: `sourceItemAddressesBySource[source]` of @vigila/domain (list, counts, detail, history). */
  source: S;
  /** SPA route of the list page. */
  routePath: string;
  /** SPEC §2.7: the date filter is not applied in the recordings list. */
  dateFilter: boolean;
  /** Literature: the source checkbox group ('All Sources', PubMed, IBECS) that filters by `databases`. */
  databaseFilter?: boolean;
  /** SPEC §4.2: after a recording's status change the list reloads and a 100 ms pause follows. */
  postChangeWaitMs?: number;
  readList(body: SourceReadAnswer<S, 'list'>): ListPage<T>;
  readDetail(body: SourceReadAnswer<S, 'detail'>): T;
  readHistory(body: SourceReadAnswer<S, 'history'>): HistoryEntry[];
  view(item: T): ItemView;
  detailPath(item: T): string;
  texts: {
    /** SPEC §8's list failure; a function when the text carries the reason (YouTube's '…: {status text}'). */
    listFailed: PlainMessageKey | ((reason: string) => string);
    historyFailed: PlainMessageKey;
    searchPlaceholder: PlainMessageKey;
    empty: Record<EmptyKind, PlainMessageKey>;
    emptyHint: PlainMessageKey;
  };
}

/** A page of the app and the path it answers; the page is a lazy component, its module a chunk of its own. */
export interface PageRoute {
  path: string;
  page: LazyExoticComponent<ComponentType>;
}

/**
 * Where a source sits in the app shell, defined beside its descriptor: its sidebar entry under Data Sources and its
 * pages (list, sub-list, detail), each a lazy page with its own chunk. app/ builds the routes and the sidebar from
 * these: app/sources.ts finds every `…Shell` export of a `features/<source>/<source>-source.ts` module, so a new source adds its
 * shell and nothing else.
 */
export interface SourceShell {
  source: Source;
  /** Its place under Data Sources in the sidebar (SPEC §2.3: YouTube 1, Instagram 2, Amazon 3, …, Literature 6). */
  position: number;
  nav: { label: PlainMessageKey; to: string; icon: LucideIcon };
  routes: readonly PageRoute[];
}

/**
 * A lazy page: the component a module exports under `name`, loaded the first time the page renders (the module
 * stays its own chunk; React shows the nearest Suspense fallback meanwhile).
 */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** Every flag the source's items carry (adr/pqc/mi, or ss/qm/si for literature), in display order. */
export type FlagList = readonly AnyFlag[];
