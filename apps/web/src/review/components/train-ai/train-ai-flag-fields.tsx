import { useId } from 'react';
import type { AnyFlag } from '@vigila/domain';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { FLAG_NAME } from '../../lib/labels.ts';
import type { PresentVerdict } from './train-ai-state.ts';

/** A flag the analysis raised: Correct or Incorrect; Incorrect asks why. */
export function PresentFlagField({
  flag,
  verdict,
  reason,
  onVerdict,
  onReason,
}: {
  flag: AnyFlag;
  verdict: PresentVerdict | undefined;
  reason: string;
  onVerdict: (verdict: PresentVerdict) => void;
  onReason: (reason: string) => void;
}) {
  const t = useT();
  const reasonId = useId();
  const name = useId();
  return (
    <fieldset className="rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">{t(FLAG_NAME[flag])}</legend>
      <div className="flex gap-4">
        {(['correct', 'incorrect'] as const).map((option) => (
          <label key={option} className="flex items-center gap-1.5 text-sm">
            <input
              type="radio"
              name={name}
              className="size-4 accent-primary"
              checked={verdict === option}
              onChange={() => onVerdict(option)}
            />
            {t(option === 'correct' ? 'train.correct' : 'train.incorrect')}
          </label>
        ))}
      </div>
      {verdict === 'incorrect' ? (
        <div className="mt-3 flex flex-col gap-1">
          <label htmlFor={reasonId} className="text-xs font-medium text-muted-foreground">
            {t('train.whyIncorrect')}
          </label>
          <Textarea
            id={reasonId}
            value={reason}
            maxLength={2000}
            onChange={(event) => onReason(event.target.value)}
          />
        </div>
      ) : null}
    </fieldset>
  );
}

/** A flag the analysis did not raise: select it as missed, with a reason. */
export function MissedFlagField({
  flag,
  selected,
  reason,
  onSelected,
  onReason,
}: {
  flag: AnyFlag;
  selected: boolean;
  reason: string;
  onSelected: (selected: boolean) => void;
  onReason: (reason: string) => void;
}) {
  const t = useT();
  const reasonId = useId();
  return (
    <div className="rounded-lg border p-3">
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={selected}
          onChange={(event) => onSelected(event.target.checked)}
        />
        <span className="font-medium">{t(FLAG_NAME[flag])}</span>
        <span className="text-muted-foreground">· {t('train.missed')}</span>
      </label>
      {selected ? (
        <div className="mt-3 flex flex-col gap-1">
          <label htmlFor={reasonId} className="text-xs font-medium text-muted-foreground">
            {t('train.whyMissed')}
          </label>
          <Textarea
            id={reasonId}
            value={reason}
            maxLength={2000}
            onChange={(event) => onReason(event.target.value)}
          />
        </div>
      ) : null}
    </div>
  );
}
