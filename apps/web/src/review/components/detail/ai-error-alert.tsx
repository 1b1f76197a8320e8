import { CircleAlert } from 'lucide-react';
import { useT } from '@/lib/i18n/index.ts';

/** SPEC §2.8/§8: an alert titled 'Processing Error' showing ai_error. */
export function AiErrorAlert({ error }: { error: string | null }) {
  const t = useT();
  if (!error) return null;
  return (
    <div role="alert" className="flex gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-4">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div className="min-w-0">
        <h2 className="text-sm font-semibold text-destructive">{t('detail.processingError')}</h2>
        <p className="mt-1 text-sm break-words">{error}</p>
      </div>
    </div>
  );
}
