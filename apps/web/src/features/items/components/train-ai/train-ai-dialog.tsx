import { useState } from 'react';
import { GraduationCap, Heart } from 'lucide-react';
import { slotOfFlag, type AnyFlag, type FlagSlot, type Source } from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { useSendFeedback } from '../../api/send-feedback.ts';
import { referenceTypeOf } from '../../lib/reference-type.ts';
import { MissedFlagField, PresentFlagField } from './train-ai-flag-fields.tsx';
import {
  emptyTrainAiState,
  feedbackFlags,
  needsThanks,
  setMissed,
  setMissedReason,
  setPresentReason,
  setVerdict,
} from './train-ai-state.ts';

/**
 * Train AI (SPEC §2.8): present flags are marked correct or incorrect (with why), absent ones can be selected as
 * missed (with a reason). Submit stores the feedback on the server; Cancel closes.
 */
export function TrainAiDialog({
  source,
  itemId,
  flags,
  values,
}: {
  source: Source;
  itemId: string;
  flags: readonly AnyFlag[];
  values: Record<FlagSlot, boolean | null>;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState(emptyTrainAiState);
  const mutation = useSendFeedback();
  const present = flags.filter((flag) => values[slotOfFlag(flag)] === true);
  const absent = flags.filter((flag) => values[slotOfFlag(flag)] !== true);
  const entries = feedbackFlags(state, present, absent);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) setState(emptyTrainAiState());
  };
  const submit = () =>
    mutation.mutate(
      { reference_id: itemId, reference_type: referenceTypeOf(source), flags: entries },
      {
        onSuccess: () => {
          notify.success(t('train.saved'));
          changeOpen(false);
        },
        onError: (error) => notify.error(`${t('train.failed')}: ${error.message}`),
      },
    );

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <GraduationCap aria-hidden="true" />
          {t('detail.trainAi')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('train.close')}>
        <DialogHeader>
          <DialogTitle>{t('train.title')}</DialogTitle>
          <DialogDescription>{t('train.description')}</DialogDescription>
        </DialogHeader>
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
          {absent.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('train.allRaised')}</p>
          ) : null}
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
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg bg-primary/10 p-3 text-sm text-primary"
          >
            <Heart aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('train.thanks')}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => changeOpen(false)}>
            {t('train.cancel')}
          </Button>
          <Button onClick={submit} disabled={entries.length === 0 || mutation.isPending}>
            {mutation.isPending ? t('train.submitting') : t('train.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
