import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sourceAddresses, type MonitoredSourceEntry, type SyncSchedule } from '@vigila/domain';
import { readAnswer } from '@/lib/read-answer.ts';
import { apiCall } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { monitoredSourceKeys } from './get-monitored-sources.ts';

export interface ScheduleChange {
  id: string;
  schedule: SyncSchedule;
}

export async function updateSchedule({ id, schedule }: ScheduleChange): Promise<MonitoredSourceEntry> {
  const body = await apiCall(sourceAddresses.updateSchedule, { params: { id }, body: { schedule } });
  return readAnswer(body, 'data').data;
}

/** PATCH /sources/{id} {schedule}: off, daily or weekly. */
export function useUpdateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSchedule,
    onSuccess: () => {
      notify.success(t('monitoring.scheduleUpdated'));
      return queryClient.invalidateQueries({ queryKey: monitoredSourceKeys.all });
    },
    onError: () => notify.error(t('monitoring.scheduleFailed')),
  });
}
