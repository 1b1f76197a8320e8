import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { retentionAddresses } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';

const RETENTION_KEY = ['retention'] as const;
const ARCHIVE_KEY = ['retention', 'archive'] as const;

/** GET /retention: the period, whether the reader may change it, and the archived and purgeable counts. */
export const retentionQueryOptions = () =>
  queryOptions({
    queryKey: RETENTION_KEY,
    queryFn: ({ signal }) => apiCall(retentionAddresses.retention, { signal }),
  });

export const useRetention = () => useQuery(retentionQueryOptions());

/** GET /archived-items: the removed channels and the latest archived items. */
export const useArchivedItems = () =>
  useQuery({
    queryKey: ARCHIVE_KEY,
    queryFn: ({ signal }) => apiCall(retentionAddresses.archivedItems, { signal }),
  });

/** PUT /retention: an owner's new period (null: never purge). */
export function useChangeRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number | null) =>
      apiCall(retentionAddresses.changeRetention, { body: { purge_archived_after_days: days } }),
    onSuccess: (answer) => queryClient.setQueryData(RETENTION_KEY, answer),
  });
}

/** POST /retention/purge: the setting's counts and the archive list reload after. */
export function usePurgeArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(retentionAddresses.purgeArchivedItems),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RETENTION_KEY }),
  });
}
