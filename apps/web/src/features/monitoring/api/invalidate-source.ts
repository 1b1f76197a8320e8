import type { QueryClient } from '@tanstack/react-query';
import type { MonitoredSource } from '@vigila/domain';
import { itemKeys, triageKeys } from '@/review/api/query-keys.ts';
import { monitoredSourceKeys } from './get-monitored-sources.ts';

/** After an add, sync, rename or delete: the panels and sidebar, the source's lists and counts, and triage. */
export function invalidateMonitoredSource(queryClient: QueryClient, source: MonitoredSource) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: monitoredSourceKeys.all }),
    queryClient.invalidateQueries({ queryKey: itemKeys.source(source) }),
    queryClient.invalidateQueries({ queryKey: triageKeys.all }),
  ]);
}
