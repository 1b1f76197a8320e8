import { PartyPopper } from 'lucide-react';
import { useT } from '@/lib/i18n/index.ts';

export function TriageEmpty() {
  const t = useT();
  return (
    <div className="flex min-h-56 flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-card/40 p-8 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-success/10 text-success">
        <PartyPopper aria-hidden="true" className="size-5" />
      </span>
      <h2 className="text-base font-semibold">{t('triage.empty')}</h2>
      <p className="text-sm text-muted-foreground">{t('list.caughtUp')}</p>
    </div>
  );
}
