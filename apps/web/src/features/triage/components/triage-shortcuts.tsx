import { Keyboard } from 'lucide-react';
import { useT } from '@/lib/i18n/index.ts';

function Key({ children }: { children: string }) {
  return (
    <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground shadow-xs">
      {children}
    </kbd>
  );
}

/** The keyboard shortcuts of the inbox, always on screen. */
export function TriageShortcuts() {
  const t = useT();
  return (
    <section
      aria-label={t('triage.shortcuts')}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border bg-card px-3 py-2 text-xs text-muted-foreground"
    >
      <Keyboard aria-hidden="true" className="size-4" />
      <span>
        <Key>j</Key> / <Key>k</Key> {t('triage.keyMove')}
      </span>
      <span>
        <Key>n</Key> {t('triage.keyNeedsReview')}
      </span>
      <span>
        <Key>x</Key> {t('triage.keyNonRelevant')}
      </span>
      <span>
        <Key>o</Key> {t('triage.keyOpen')}
      </span>
    </section>
  );
}
