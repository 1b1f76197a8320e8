import { toast } from 'sonner';
import { TOAST_DURATION_MS } from '@vigila/domain';

/** Toasts with the spec's durations (SPEC §9): 4 s by default, 2 s for successes. */
export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_DURATION_MS.success }),
  error: (message: string) => toast.error(message, { duration: TOAST_DURATION_MS.default }),
  info: (message: string) => toast.info(message, { duration: TOAST_DURATION_MS.default }),
};
