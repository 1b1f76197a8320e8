import { queryOptions, useQuery } from '@tanstack/react-query';
import type { monitoredSourceListResponseSchema } from '@vigila/domain';
import { sourceAddresses } from '@vigila/domain';
import type { z } from 'zod';
import { readAnswer } from '@/lib/read-answer.ts';
import { apiCall } from '@/lib/api-client.ts';

/** One query for every panel and the sidebar: every change to a monitored source invalidates it. */
export const monitoredSourceKeys = { all: ['monitored-sources'] as const };

export type MonitoredSources = z.output<typeof monitoredSourceListResponseSchema>;

export async function getMonitoredSources(signal?: AbortSignal): Promise<MonitoredSources> {
  const body = await apiCall(sourceAddresses.monitoredSources, { signal });
  return readAnswer(body);
}

export function monitoredSourcesQueryOptions() {
  return queryOptions({
    queryKey: monitoredSourceKeys.all,
    queryFn: ({ signal }) => getMonitoredSources(signal),
  });
}

/** GET /sources: the organisation's profiles, channels, products and search terms, and each connector's state. */
export function useMonitoredSources() {
  return useQuery(monitoredSourcesQueryOptions());
}
