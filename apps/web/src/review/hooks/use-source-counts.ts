import { useT } from '@/lib/i18n/index.ts';
import { useStatusCounts } from '../api/get-status-counts.ts';
import { readListFilters } from '../lib/list-params.ts';
import type { SourceDescriptor } from '../source-descriptor.ts';

const NO_FILTERS = readListFilters(new URLSearchParams());

/** The two counts a Settings panel shows: total and pending (from the source's counts call). */
export function useSourceCounts<T>(descriptor: SourceDescriptor<T>) {
  const t = useT();
  const counts = useStatusCounts(descriptor, NO_FILTERS);
  const labels = counts.data
    ? [
        t('sources.countTotal', { count: counts.data.total }),
        t('sources.countPending', { count: counts.data.pending }),
      ]
    : [t('sources.countsLoading')];
  return { total: counts.data?.total, labels };
}
