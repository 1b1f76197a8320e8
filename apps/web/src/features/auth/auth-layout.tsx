import type { ReactNode } from 'react';
import { Activity, FileText, ShieldCheck } from 'lucide-react';
import { Logo, Wordmark } from '@/components/ui/logo.tsx';
import { useT } from '@/lib/i18n/index.ts';

/** The public pages' frame: the brand panel (logo, title, tagline) beside the content card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const highlights = [
    { icon: Activity, text: t('auth.highlightIntake') },
    { icon: ShieldCheck, text: t('auth.highlightTriage') },
    { icon: FileText, text: t('auth.highlightReports') },
  ];
  return (
    <div className="grid min-h-svh bg-background lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <header className="relative flex flex-col justify-between gap-10 overflow-hidden border-b bg-sidebar px-6 py-8 sm:px-10 lg:border-r lg:border-b-0 lg:py-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -left-32 size-96 rounded-full bg-primary/10 blur-3xl"
        />
        <div className="relative flex items-center gap-3">
          <Logo className="size-10" />
          <Wordmark className="text-2xl" />
        </div>
        <div className="relative max-w-md">
          <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{t('app.name')}</h1>
          <p className="mt-3 text-lg text-muted-foreground">{t('app.tagline')}</p>
          <ul className="mt-8 hidden space-y-4 lg:block">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-sm text-sidebar-foreground">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative hidden text-xs text-muted-foreground lg:block">{t('auth.standards')}</p>
      </header>
      <main className="flex items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
