import { Logo, Wordmark } from '@/components/ui/logo.tsx';
import { useT } from '@/lib/i18n/index.ts';

/** Full-screen view while authentication is being set up (SPEC §2.1). */
export function WorkspaceLoading() {
  const t = useT();
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-background p-6">
      <div className="flex flex-col items-center gap-4" role="status" aria-live="polite">
        <div className="relative">
          <span className="absolute inset-0 animate-ping rounded-2xl bg-primary/20" aria-hidden="true" />
          <Logo animated className="relative size-16" />
        </div>
        <Wordmark className="text-3xl" />
        <h1 className="text-base font-medium text-muted-foreground">{t('app.preparingWorkspace')}</h1>
      </div>
    </main>
  );
}
