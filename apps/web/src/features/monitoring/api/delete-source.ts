import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  endpoints,
  sourceDeletedResponseSchema,
  type MonitoredSource,
  type PlainMessageKey,
} from '@vigila/domain';
import { readResponse } from '@/lib/read-response.ts';
import { apiCall } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { invalidateMonitoredSource } from './invalidate-source.ts';

/** SPEC §7.2: each source has its own delete call, keyed by the handle, channel, ASIN or search term. */
const DELETE_CALL = {
  instagram: (key) => apiCall(endpoints.deleteInstagramAccount, { params: { username: key } }),
  youtube: (key) => apiCall(endpoints.deleteYoutubeChannel, { params: { channel: key } }),
  amazon: (key) => apiCall(endpoints.deleteAsin, { params: { asin: key } }),
  literature: (key) => apiCall(endpoints.deleteSearchTerm, { params: { searchTerm: key } }),
} as const satisfies Record<MonitoredSource, (key: string) => Promise<unknown>>;

const TOASTS = {
  instagram: { done: 'monitoring.instagramDeleted', failed: 'monitoring.instagramDeleteFailed' },
  youtube: { done: 'monitoring.youtubeDeleted', failed: 'monitoring.youtubeDeleteFailed' },
  amazon: { done: 'monitoring.amazonDeleted', failed: 'monitoring.amazonDeleteFailed' },
  literature: { done: 'monitoring.searchTermDeleted', failed: 'monitoring.searchTermDeleteFailed' },
} as const satisfies Record<MonitoredSource, { done: PlainMessageKey; failed: PlainMessageKey }>;

export async function deleteMonitoredSource(source: MonitoredSource, key: string): Promise<void> {
  const body = await DELETE_CALL[source](key);
  readResponse(sourceDeletedResponseSchema, body);
}

/** Deletes a monitored profile, channel, product or search term with its items, with the SPEC §8 toasts. */
export function useDeleteMonitoredSource(source: MonitoredSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => deleteMonitoredSource(source, key),
    onSuccess: () => {
      notify.success(t(TOASTS[source].done));
      return invalidateMonitoredSource(queryClient, source);
    },
    onError: () => notify.error(t(TOASTS[source].failed)),
  });
}
