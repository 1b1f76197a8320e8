import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sourceAddresses, type MonitoredSource, type SyncSummary } from '@vigila/domain';
import { readAnswer } from '@/lib/read-answer.ts';
import { apiCall } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { acceptSyncSummary } from '../lib/report-sync.ts';
import { invalidateMonitoredSource } from './invalidate-source.ts';

export async function syncSource(id: string): Promise<SyncSummary> {
  const body = await apiCall(sourceAddresses.syncSource, { params: { id } });
  return readAnswer(body, 'data').data;
}

/** POST /sources/{id}/sync answers once the sync has run: say what it added, warned about, or why it failed. */
export function useSyncSource(source: MonitoredSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncSource,
    onSuccess: (summary) => {
      if (summary.outcome === 'failed') {
        notify.error(
          summary.error ? `${t('monitoring.syncFailed')}: ${summary.error}` : t('monitoring.syncFailed'),
        );
      } else {
        notify.success(t('monitoring.syncDone', { added: summary.added }));
        acceptSyncSummary(summary);
      }
    },
    onError: (error) => notify.error(`${t('monitoring.syncFailed')}: ${error.message}`),
    onSettled: () => invalidateMonitoredSource(queryClient, source),
  });
}
