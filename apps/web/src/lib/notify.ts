import type { toast as sonnerToast } from 'sonner';
import { create } from 'zustand';
import { TOAST_DURATION_MS } from '@vigila/domain';

type ToastApi = typeof sonnerToast;

/** Whether a toast was asked for on this page: the root layout mounts the Toaster from then on. */
export const useToasterNeeded = create<{ needed: boolean }>(() => ({ needed: false }));

/**
 * Shows a toast through sonner, which loads with the first toast of the page rather than with every page (about
 * 9 KB gzipped). The Toaster mounts at the same moment; a toast made before it subscribes is shown when it does.
 */
export function withToast(show: (toast: ToastApi) => void): void {
  if (!useToasterNeeded.getState().needed) useToasterNeeded.setState({ needed: true });
  import('sonner').then(
    ({ toast }) => show(toast),
    (error: unknown) => console.error('Toasts could not be loaded', error),
  );
}

/** Toasts with the spec's durations (SPEC §9): 4 s by default, 2 s for successes. */
export const notify = {
  success: (message: string) =>
    withToast((toast) => toast.success(message, { duration: TOAST_DURATION_MS.success })),
  error: (message: string) =>
    withToast((toast) => toast.error(message, { duration: TOAST_DURATION_MS.default })),
  info: (message: string) =>
    withToast((toast) => toast.info(message, { duration: TOAST_DURATION_MS.default })),
};
