import {
  CASE_SOURCES,
  REVIEW_FLAGS,
  VECTOR_KINDS,
  VECTOR_STATUSES,
  type CaseSource,
  type ReviewFlag,
  type VectorKind,
  type VectorStatus,
} from '@vigila/domain';

/** The search and its filters, as the page's URL holds them (a search can be shared and survives a reload). */
export interface VectorParams {
  q: string;
  kind: VectorKind;
  source: CaseSource | undefined;
  flag: ReviewFlag | undefined;
  status: VectorStatus | undefined;
  from: string | undefined;
  to: string | undefined;
}

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  options.find((option) => option === value);
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

export function readVectorParams(search: URLSearchParams): VectorParams {
  return {
    q: search.get('q') ?? '',
    kind: oneOf(VECTOR_KINDS, search.get('kind')) ?? 'all',
    source: oneOf(CASE_SOURCES, search.get('source')),
    flag: oneOf(REVIEW_FLAGS, search.get('flag')),
    status: oneOf(VECTOR_STATUSES, search.get('status')),
    from: day(search.get('from')),
    to: day(search.get('to')),
  };
}

/** The URL's query: defaults and empty values left out. */
export function writeVectorParams(params: VectorParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q.trim() !== '') search.set('q', params.q.trim());
  if (params.kind !== 'all') search.set('kind', params.kind);
  for (const key of ['source', 'flag', 'status', 'from', 'to'] as const) {
    const value = params[key];
    if (value) search.set(key, value);
  }
  return search;
}

export const hasVectorFilters = (params: VectorParams): boolean =>
  params.kind !== 'all' || [params.source, params.flag, params.status, params.from, params.to].some(Boolean);

/** The API's query of a search (its `flags` takes a list; the page offers one flag). */
export function apiQueryOf(params: VectorParams) {
  return {
    q: params.q.trim(),
    kind: params.kind,
    source: params.source,
    flags: params.flag,
    status: params.status,
    from: params.from,
    to: params.to,
  };
}
