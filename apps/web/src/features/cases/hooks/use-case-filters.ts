import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  clearedCaseFilters,
  paramsWithCaseFilters,
  readCaseFilters,
  type CaseFilterPatch,
  type CaseListFilters,
} from '../lib/case-filters.ts';

/** The cases list filters live in the query string, so a filtered view can be shared or bookmarked. */
export function useCaseFilters(): {
  filters: CaseListFilters;
  setFilters: (patch: CaseFilterPatch) => void;
  clearFilters: () => void;
} {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readCaseFilters(params), [params]);
  const setFilters = useCallback(
    (patch: CaseFilterPatch) => setParams((current) => paramsWithCaseFilters(current, patch)),
    [setParams],
  );
  const clearFilters = useCallback(() => setParams((current) => clearedCaseFilters(current)), [setParams]);
  return { filters, setFilters, clearFilters };
}
