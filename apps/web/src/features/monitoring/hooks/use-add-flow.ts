import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { MonitoredSource } from '@vigila/domain';
import { notify } from '@/lib/notify.ts';
import { invalidateMonitoredSource } from '../api/invalidate-source.ts';
import { FLOW_PROGRESS, flowFailureText, type AddFlow } from '../lib/flow-step.ts';

/**
 * Runs an add flow with the progress of SPEC §4.3: 15% at once, then what the flow reports; any failure resets
 * it to 0 with the failed step's toast (and the server's reason). Lists, panels and the sidebar refetch either
 * way (an earlier step may have added something), then the flow's page opens.
 */
export function useAddFlow<Input>(source: MonitoredSource, flow: AddFlow<Input>) {
  const [progress, setProgress] = useState(0);
  const [running, setRunning] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  /** Resolves true when every step succeeded. */
  const start = async (input: Input): Promise<boolean> => {
    setRunning(true);
    setProgress(FLOW_PROGRESS.start);
    try {
      const destination = await flow(input, setProgress);
      await invalidateMonitoredSource(queryClient, source);
      if (destination) void navigate(destination);
      return true;
    } catch (error) {
      setProgress(0);
      notify.error(flowFailureText(error));
      await invalidateMonitoredSource(queryClient, source);
      return false;
    } finally {
      setRunning(false);
    }
  };

  return { progress, running, start };
}
