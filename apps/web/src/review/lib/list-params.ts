import {
  DATE_FILTER_MODES,
  DEFAULT_STATUS_FILTER,
  LITERATURE_DATABASES,
  LITERATURE_FLAGS,
  REVIEW_FLAGS,
  STATUS_FILTERS,
  type AnyFlag,
  type DateFilterMode,
  type LiteratureDatabase,
  type StatusFilter,
} from '@vigila/domain';

/** The list selection and filters, as the query string keeps them (SPEC §2.7). */
export interface ListFilters {
  status: StatusFilter;
  aiTriage: boolean;
  q: string;
  flags: AnyFlag[];
  dateMode: DateFilterMode;
  /** YYYY-MM-DD or '' (no date filter). */
  date: string;
  /** Literature: only these databases; empty means All Sources. */
  databases: LiteratureDatabase[];
  /** asin, username/channel or search term of a per-source sub-list. */
  sourceKey?: string;
}

export const TILES = ['triage', 'pending', 'needs_review', 'non_relevant', 'all'] as const;
export type Tile = (typeof TILES)[number];

/** Query parameters that name a sub-list and, arriving without ai_triage, open it on AI triage (SPEC §2.7). */
const SUB_LIST_PARAMS = ['asin', 'username', 'search_term'] as const;
const ALL_FLAGS: readonly string[] = [...REVIEW_FLAGS, ...LITERATURE_FLAGS];

const isStatusFilter = (value: string | null): value is StatusFilter =>
  (STATUS_FILTERS as readonly (string | null)[]).includes(value);
const isDateMode = (value: string | null): value is DateFilterMode =>
  (DATE_FILTER_MODES as readonly (string | null)[]).includes(value);
const isFlag = (value: string): value is AnyFlag => ALL_FLAGS.includes(value);
const isDatabase = (value: string): value is LiteratureDatabase =>
  (LITERATURE_DATABASES as readonly string[]).includes(value);

/** The selected databases, each once and in the order of LITERATURE_DATABASES. */
function readDatabases(raw: string | null): LiteratureDatabase[] {
  const named = new Set((raw ?? '').split(',').filter(isDatabase));
  return LITERATURE_DATABASES.filter((database) => named.has(database));
}

/**
 * Reads the query string: `status` defaults to pending; `ai_triage` is on for 'true'/'1'. Arriving with an asin,
 * username or search_term (query parameter or the sub-list's route parameter) and no ai_triage switches
 * ai_triage on with status all.
 */
export function readListFilters(params: URLSearchParams, routeSourceKey?: string): ListFilters {
  const queryKey = SUB_LIST_PARAMS.map((name) => params.get(name)).find((value) => value);
  const sourceKey = routeSourceKey ?? queryKey ?? undefined;
  const rawTriage = params.get('ai_triage');
  const arrivingOnSubList = sourceKey !== undefined && rawTriage === null;
  const status = params.get('status');
  const date = params.get('date') ?? '';
  const mode = params.get('date_mode');
  return {
    status: arrivingOnSubList ? 'all' : isStatusFilter(status) ? status : DEFAULT_STATUS_FILTER,
    aiTriage: arrivingOnSubList || rawTriage === 'true' || rawTriage === '1',
    q: params.get('q') ?? '',
    flags: (params.get('flags') ?? '').split(',').filter(isFlag),
    dateMode: isDateMode(mode) ? mode : 'on',
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '',
    databases: readDatabases(params.get('databases')),
    ...(sourceKey ? { sourceKey } : {}),
  };
}

export function selectedTile(filters: Pick<ListFilters, 'status' | 'aiTriage'>): Tile {
  return filters.aiTriage ? 'triage' : filters.status;
}

/**
 * The query string after a tile click. ai_triage is always written so that a sub-list's arrival rule does not
 * switch it back on; the triage tile keeps status all (the server applies "pending and flagged" itself).
 */
export function paramsForTile(params: URLSearchParams, tile: Tile): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('ai_triage', tile === 'triage' ? 'true' : 'false');
  next.set('status', tile === 'triage' ? 'all' : tile);
  return next;
}

export type FilterPatch = Partial<Pick<ListFilters, 'q' | 'flags' | 'dateMode' | 'date' | 'databases'>>;

/** The query string after a filter change; empty values leave the URL. */
export function paramsWithFilters(params: URLSearchParams, patch: FilterPatch): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  if (patch.q !== undefined) put('q', patch.q.trim());
  if (patch.flags !== undefined) put('flags', patch.flags.join(','));
  if (patch.dateMode !== undefined) put('date_mode', patch.dateMode === 'on' ? '' : patch.dateMode);
  if (patch.date !== undefined) put('date', patch.date);
  if (patch.databases !== undefined) put('databases', patch.databases.join(','));
  return next;
}

export function clearedFilters(params: URLSearchParams): URLSearchParams {
  return paramsWithFilters(params, { q: '', flags: [], dateMode: 'on', date: '', databases: [] });
}

export function activeFilterCount(filters: ListFilters, dateFilter: boolean): number {
  return (
    (filters.q ? 1 : 0) +
    (filters.flags.length > 0 ? 1 : 0) +
    (dateFilter && filters.date ? 1 : 0) +
    (filters.databases.length > 0 ? 1 : 0)
  );
}

/**
 * The API query of a list (listQuerySchema). Under AI triage no status is sent: the server selects pending and
 * flagged items itself. Counts take the same filters minus status and ai_triage.
 */
export function listApiQuery(
  filters: ListFilters,
  options: { dateFilter: boolean; forCounts?: boolean },
): URLSearchParams {
  const query = new URLSearchParams();
  if (!options.forCounts) {
    if (filters.aiTriage) query.set('ai_triage', 'true');
    else query.set('status', filters.status);
  }
  if (filters.q) query.set('q', filters.q);
  if (filters.flags.length > 0) query.set('flags', filters.flags.join(','));
  if (options.dateFilter && filters.date) {
    query.set('date_mode', filters.dateMode);
    query.set('date', filters.date);
  }
  if (filters.databases.length > 0) query.set('databases', filters.databases.join(','));
  if (filters.sourceKey) query.set('source_key', filters.sourceKey);
  return query;
}
