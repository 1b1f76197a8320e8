import { Component, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';

function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' && error !== '' ? error : fallback;
}

/** The fallback screen: 'Something went wrong:' followed by the error message (SPEC §2.1). */
export function RouteError({ error }: { error: unknown }) {
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

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** When it changes (the path), a shown error is cleared and the children render again. */
  resetKey: string;
}

interface RouteErrorBoundaryState {
  error: unknown;
  failedAt: string | null;
}

/**
 * Catches what a page throws while rendering (a page's chunk that failed to load included) and shows RouteError
 * instead of a blank screen. A class: React has no hook for error boundaries.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    if (state.failedAt === null) return state.error === null ? null : { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null };
  }

  override render() {
    return this.state.failedAt !== null ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
