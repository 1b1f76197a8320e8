import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  clearedFilters,
  paramsForTile,
  paramsWithFilters,
  readListFilters,
  type FilterPatch,
  type ListFilters,
  type Tile,
} from '../lib/list-params.ts';

export interface ListFiltersState {
  filters: ListFilters;
  selectTile: (tile: Tile) => void;
  setFilters: (patch: FilterPatch) => void;
  clearFilters: () => void;
}

/** The list selection and filters live in the query string (SPEC §2.7), so a list view can be shared as a URL. */
export function useListFilters(routeSourceKey?: string): ListFiltersState {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readListFilters(params, routeSourceKey), [params, routeSourceKey]);
  const selectTile = useCallback(
    (tile: Tile) => setParams((current) => paramsForTile(current, tile)),
    [setParams],
  );
  // Typing in the search box replaces the history entry instead of adding one per keystroke.
  const setFilters = useCallback(
    (patch: FilterPatch) => setParams((current) => paramsWithFilters(current, patch), { replace: true }),
    [setParams],
  );
  const clearFilters = useCallback(
    () => setParams((current) => clearedFilters(current), { replace: true }),
    [setParams],
  );
  return { filters, selectTile, setFilters, clearFilters };
}
