import { useSearchParams } from 'react-router';
import {
  REVIEW_FLAGS,
  SOURCES,
  TRIAGE_SERIOUSNESS,
  type ReviewFlag,
  type Source,
  type TriageSeriousness,
  type TriageSort,
} from '@vigila/domain';

/** The inbox's view, kept in the URL (sort, source, flags, seriousness, own products) so a reload or a shared link shows the same. */
export interface TriageFilters {
  sort: TriageSort;
  source?: Source;
  flags: ReviewFlag[];
  /** Only items naming one of the organisation's own products (decision 0042). */
  ownProducts?: boolean;
  /** Only serious, or only possibly serious items (issue 27). */
  seriousness?: TriageSeriousness;
}

export function readTriageFilters(params: URLSearchParams): TriageFilters {
  const source = params.get('source');
  const seriousness = params.get('seriousness');
  const flags = (params.get('flags') ?? '')
    .split(',')
    .filter((flag): flag is ReviewFlag => (REVIEW_FLAGS as readonly string[]).includes(flag));
  return {
    sort: params.get('sort') === 'priority' ? 'priority' : 'newest',
    ...(source && (SOURCES as readonly string[]).includes(source) ? { source: source as Source } : {}),
    flags,
    ...(params.get('own_products') === 'true' ? { ownProducts: true } : {}),
    ...(seriousness && (TRIAGE_SERIOUSNESS as readonly string[]).includes(seriousness)
      ? { seriousness: seriousness as TriageSeriousness }
      : {}),
  };
}

/** The filters as the API's (and the URL's) query: defaults left out. */
export function triageFilterQuery(filters: TriageFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.sort !== 'newest') query.set('sort', filters.sort);
  if (filters.source) query.set('source', filters.source);
  if (filters.flags.length > 0) query.set('flags', filters.flags.join(','));
  if (filters.ownProducts) query.set('own_products', 'true');
  if (filters.seriousness) query.set('seriousness', filters.seriousness);
  return query;
}

export function useTriageFilters(): [TriageFilters, (next: TriageFilters) => void] {
  const [params, setParams] = useSearchParams();
  return [readTriageFilters(params), (next) => setParams(triageFilterQuery(next), { replace: true })];
}
