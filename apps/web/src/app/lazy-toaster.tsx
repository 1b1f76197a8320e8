import { lazy, Suspense } from 'react';
import { TOAST_DURATION_MS } from '@vigila/domain';
import { useToasterNeeded } from '@/lib/notify.ts';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** The toasts' outlet, mounted (with its library) once the page shows its first toast. */
export function LazyToaster({ theme }: { theme: 'light' | 'dark' }) {
  const needed = useToasterNeeded((state) => state.needed);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        theme={theme}
        position="top-right"
        duration={TOAST_DURATION_MS.default}
        richColors
        closeButton
      />
    </Suspense>
  );
}
