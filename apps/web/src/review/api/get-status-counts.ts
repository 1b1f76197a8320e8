import { queryOptions, useQuery } from '@tanstack/react-query';
import { sourceItemAddressesBySource, type StatusCounts } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { listApiQuery, type ListFilters } from '../lib/list-params.ts';
import { readAnswer } from '@/lib/read-answer.ts';
import type { SourceDescriptor } from '../source-descriptor.ts';
import { itemKeys } from './query-keys.ts';

/** The tile counts, and whether they are the server's estimates (a text search over a very large list). */
export type TileCounts = StatusCounts & { estimated?: boolean };

/** The five tile counts over all items of the list, with every filter except the status selection. */
export async function getStatusCounts(
  descriptor: Pick<SourceDescriptor<unknown>, 'source' | 'dateFilter'>,
  filters: ListFilters,
  signal?: AbortSignal,
): Promise<TileCounts> {
  const query = listApiQuery(filters, { dateFilter: descriptor.dateFilter, forCounts: true });
  const body = await apiCall(sourceItemAddressesBySource[descriptor.source].counts, { query, signal });
  const answer = readAnswer(body, 'data');
  return answer.estimated ? { ...answer.data, estimated: true } : answer.data;
}

export function statusCountsQueryOptions<T>(descriptor: SourceDescriptor<T>, filters: ListFilters) {
  // The status selection does not change the counts: one cache entry per set of other filters.
  const countFilters: ListFilters = { ...filters, status: 'all', aiTriage: false };
  return queryOptions({
    queryKey: itemKeys.counts(descriptor.source, countFilters),
    queryFn: ({ signal }) => getStatusCounts(descriptor, countFilters, signal),
  });
}

export function useStatusCounts<T>(
  descriptor: SourceDescriptor<T>,
  filters: ListFilters,
  options: { refetchInterval?: number | false } = {},
) {
  return useQuery({ ...statusCountsQueryOptions(descriptor, filters), ...options });
}
