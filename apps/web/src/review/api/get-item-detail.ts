import { sourceItemAddressesBySource } from '@vigila/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import type { SourceDescriptor } from '../source-descriptor.ts';
import { itemKeys } from './query-keys.ts';

export async function getItemDetail<T>(
  descriptor: SourceDescriptor<T>,
  id: string,
  signal?: AbortSignal,
): Promise<T> {
  const body = await apiCall(sourceItemAddressesBySource[descriptor.source].detail, {
    params: { id },
    signal,
  });
  return descriptor.readDetail(body);
}

export function itemDetailQueryOptions<T>(descriptor: SourceDescriptor<T>, id: string) {
  return queryOptions({
    queryKey: itemKeys.detail(descriptor.source, id),
    queryFn: ({ signal }) => getItemDetail(descriptor, id, signal),
    // While the analysis runs, look again every few seconds so the flags appear without a reload.
    refetchInterval: (query) => {
      const data = query.state.data;
      if (data === undefined) return false;
      const { aiStatus } = descriptor.view(data);
      return aiStatus === 'pending' || aiStatus === 'processing' ? 3000 : false;
    },
  });
}

export function useItemDetail<T>(descriptor: SourceDescriptor<T>, id: string) {
  return useQuery(itemDetailQueryOptions(descriptor, id));
}
