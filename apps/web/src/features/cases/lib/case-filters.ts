import {
  CASE_SOURCES,
  CASE_STATUSES,
  CASE_TYPES,
  type CaseStatus,
  type CaseType,
  type CaseSource,
} from '@vigila/domain';

/** The cases list selection, kept in the query string like the item lists (SPEC §2.7, §2.9). */
export interface CaseListFilters {
  status?: CaseStatus;
  case_type?: CaseType;
  source?: CaseSource;
  /** The regulatory clock: only cases past their due date. */
  overdue: boolean;
}

export type CaseFilterPatch = Partial<{ [K in keyof CaseListFilters]: CaseListFilters[K] | undefined }>;

const FILTER_PARAMS = ['status', 'case_type', 'source', 'overdue'] as const;

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return values.find((value) => value === raw);
}

/** Unknown values in a hand-edited URL are ignored rather than sent to the server. */
export function readCaseFilters(params: URLSearchParams): CaseListFilters {
  const filters: CaseListFilters = { overdue: params.get('overdue') === 'true' };
  const status = oneOf(CASE_STATUSES, params.get('status'));
  const caseType = oneOf(CASE_TYPES, params.get('case_type'));
  const source = oneOf(CASE_SOURCES, params.get('source'));
  if (status) filters.status = status;
  if (caseType) filters.case_type = caseType;
  if (source) filters.source = source;
  return filters;
}

/** The URL after a filter change; other query parameters are kept, 'All' removes the parameter. */
export function paramsWithCaseFilters(current: URLSearchParams, patch: CaseFilterPatch): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of FILTER_PARAMS) {
    if (!(name in patch)) continue;
    const value = patch[name];
    if (value === undefined || value === false) next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

export function clearedCaseFilters(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of FILTER_PARAMS) next.delete(name);
  return next;
}

export function hasCaseFilters(filters: CaseListFilters): boolean {
  return Boolean(filters.status ?? filters.case_type ?? filters.source) || filters.overdue;
}

/** The filters that are set, as the cases list and its CSV export take them. */
export function caseFilterQuery(filters: CaseListFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.case_type) query.set('case_type', filters.case_type);
  if (filters.source) query.set('source', filters.source);
  if (filters.overdue) query.set('overdue', 'true');
  return query;
}

/** GET /cases query: the filters that are set, plus the page. */
export function caseListApiQuery(filters: CaseListFilters, page: number, pageSize: number): URLSearchParams {
  const query = caseFilterQuery(filters);
  query.set('page', String(page));
  query.set('page_size', String(pageSize));
  return query;
}
