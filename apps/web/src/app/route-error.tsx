import { isRouteErrorResponse, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';

function messageOf(error: unknown, fallback: string): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' && error !== '' ? error : fallback;
}

/** The fallback screen: 'Something went wrong:' followed by the error message (SPEC §2.1). */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  return (
    <main className="flex min-h-svh items-center justify-center bg-background p-6">
      <div
        role="alert"
        className="w-full max-w-lg rounded-xl border bg-card p-8 text-card-foreground shadow-sm"
      >
        <TriangleAlert aria-hidden="true" className="mb-4 size-8 text-destructive" />
        <h1 className="text-lg font-semibold">{t('app.errorTitle')}</h1>
        <p className="mt-2 font-mono text-sm break-words text-muted-foreground">
          {messageOf(error, t('app.errorUnknown'))}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={() => window.location.reload()}>{t('app.errorReload')}</Button>
          <Button variant="outline" asChild>
            <a href="/home">{t('app.errorGoHome')}</a>
          </Button>
        </div>
      </div>
    </main>
  );
}
