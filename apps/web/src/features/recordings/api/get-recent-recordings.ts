import { sourceItemAddressesBySource } from '@vigila/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { itemKeys } from '@/review/api/query-keys.ts';
import { apiCall } from '@/lib/api-client.ts';
import { recordingSource } from '../recording-source.ts';

const RECENT_COUNT = 5;

/** The latest uploads, for the Settings panel (newest first, any status). */
export function recentRecordingsQueryOptions() {
  return queryOptions({
    queryKey: [...itemKeys.source('recording'), 'recent'] as const,
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ status: 'all', page: '1', page_size: String(RECENT_COUNT) });
      const body = await apiCall(sourceItemAddressesBySource.recording.list, { query, signal });
      return recordingSource.readList(body).items;
    },
  });
}

export function useRecentRecordings() {
  return useQuery(recentRecordingsQueryOptions());
}
