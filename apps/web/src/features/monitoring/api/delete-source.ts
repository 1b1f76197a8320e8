import { useMutation, useQueryClient } from '@tanstack/react-query';
import { basicsOf, sourceAddresses } from '@vigila/domain';
import type { EndpointAddress, MonitoredSource } from '@vigila/domain';
import { readAnswer } from '@/lib/read-answer.ts';
import { apiCall } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { invalidateMonitoredSource } from './invalidate-source.ts';

/**
 * SPEC §7.2: each source has its own delete call, keyed by the handle, channel, ASIN or search term — the last
 * parameter of its path. Its definition names the call and its toasts. The parameter's name is read from the path
 * at run time, so the call is typed as any delete with a parameter: its answer is only checked (`success`), not read.
 */
export async function deleteMonitoredSource(source: MonitoredSource, key: string): Promise<void> {
  const call: EndpointAddress<'DELETE', `${string}/:${string}`> =
    sourceAddresses[basicsOf(source).remove.endpoint];
  const param = call.path.slice(call.path.lastIndexOf(':') + 1);
  const body = await apiCall(call, { params: { [param]: key } });
  readAnswer(body);
}

/** Deletes a monitored profile, channel, product or search term with its items, with the SPEC §8 toasts. */
export function useDeleteMonitoredSource(source: MonitoredSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => deleteMonitoredSource(source, key),
    onSuccess: () => {
      notify.success(t(basicsOf(source).remove.done));
      return invalidateMonitoredSource(queryClient, source);
    },
    onError: () => notify.error(t(basicsOf(source).remove.failed)),
  });
}
