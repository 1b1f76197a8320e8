import { Heart } from 'lucide-react';
import { useT } from '@/lib/i18n/index.ts';
import { MissedFlagField, PresentFlagField } from './train-ai-flag-fields.tsx';
import { needsThanks, setMissed, setMissedReason, setPresentReason, setVerdict } from './train-ai-state.ts';
import type { TrainAiForm } from './use-train-ai.ts';

/** The body of Train AI: raised flags (correct / incorrect, why), flags not raised (missed, why), the thanks. */
export function TrainAiFields({ form }: { form: TrainAiForm }) {
  const t = useT();
  const { state, setState, present, absent } = form;
  return (
    <>
      <section className="space-y-2">
        <h3 className="text-sm font-semibold">{t('train.raised')}</h3>
        {present.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('train.noneRaised')}</p>
        ) : null}
        {present.map((flag) => (
          <PresentFlagField
            key={flag}
            flag={flag}
            verdict={state.present[flag]?.verdict}
            reason={state.present[flag]?.reason ?? ''}
            onVerdict={(verdict) => setState((s) => setVerdict(s, flag, verdict))}
            onReason={(reason) => setState((s) => setPresentReason(s, flag, reason))}
          />
        ))}
      </section>
      <section className="space-y-2">
        <h3 className="text-sm font-semibold">{t('train.notRaised')}</h3>
        {absent.length === 0 ? <p className="text-sm text-muted-foreground">{t('train.allRaised')}</p> : null}
        {absent.map((flag) => (
          <MissedFlagField
            key={flag}
            flag={flag}
            selected={state.missed[flag]?.selected ?? false}
            reason={state.missed[flag]?.reason ?? ''}
            onSelected={(selected) => setState((s) => setMissed(s, flag, selected))}
            onReason={(reason) => setState((s) => setMissedReason(s, flag, reason))}
          />
        ))}
      </section>
      {needsThanks(state) ? (
        <p role="status" className="flex items-start gap-2 rounded-lg bg-primary/10 p-3 text-sm text-primary">
          <Heart aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('train.thanks')}
        </p>
      ) : null}
    </>
  );
}
