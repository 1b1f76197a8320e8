import { useEffect } from 'react';
import { notify } from '@/lib/notify.ts';

/** One toast per failed load (SPEC §8 'Failed to fetch …'), whatever the number of re-renders. */
export function useFailureToast(error: Error | null, message: string): void {
  useEffect(() => {
    if (error) notify.error(message);
    // The message is a translation of a fixed key: only a new error should toast again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
}
