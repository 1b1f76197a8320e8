import { queryOptions, useQuery } from '@tanstack/react-query';
import { sourceItemAddressesBySource, type HistoryEntry } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import type { SourceDescriptor } from '../source-descriptor.ts';
import { itemKeys } from './query-keys.ts';

export async function getItemHistory<T>(
  descriptor: SourceDescriptor<T>,
  id: string,
  signal?: AbortSignal,
): Promise<HistoryEntry[]> {
  const body = await apiCall(sourceItemAddressesBySource[descriptor.source].history, {
    params: { id },
    signal,
  });
  return descriptor.readHistory(body);
}

export function itemHistoryQueryOptions<T>(descriptor: SourceDescriptor<T>, id: string) {
  return queryOptions({
    queryKey: itemKeys.history(descriptor.source, id),
    queryFn: ({ signal }) => getItemHistory(descriptor, id, signal),
  });
}

/** SPEC §7.2: history calls run only when an id and a token exist. */
export function useItemHistory<T>(descriptor: SourceDescriptor<T>, id: string) {
  const token = useAuthStore((state) => state.accessToken);
  return useQuery({ ...itemHistoryQueryOptions(descriptor, id), enabled: Boolean(id && token) });
}
