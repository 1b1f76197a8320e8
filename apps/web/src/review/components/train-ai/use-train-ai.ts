import { useState } from 'react';
import { slotOfFlag, type AnyFlag, type FlagSlot, type Source } from '@vigila/domain';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { useSendFeedback } from '../../api/send-feedback.ts';
import { referenceTypeOf } from '../../lib/reference-type.ts';
import { emptyTrainAiState, feedbackFlags, type TrainAiState } from './train-ai-state.ts';

export interface TrainAiTarget {
  source: Source;
  itemId: string;
  flags: readonly AnyFlag[];
  values: Record<FlagSlot, boolean | null>;
}

/**
 * The Train AI form's state and its submission, shared by the dialog and literature's collapsible panel. `onDone`
 * runs after the feedback is stored (the dialog closes, the panel folds).
 */
export function useTrainAi({ source, itemId, flags, values }: TrainAiTarget, onDone: () => void) {
  const [state, setState] = useState<TrainAiState>(emptyTrainAiState);
  const mutation = useSendFeedback();
  const present = flags.filter((flag) => values[slotOfFlag(flag)] === true);
  const absent = flags.filter((flag) => values[slotOfFlag(flag)] !== true);
  const entries = feedbackFlags(state, present, absent);
  const reset = () => setState(emptyTrainAiState());
  const submit = () =>
    mutation.mutate(
      { reference_id: itemId, reference_type: referenceTypeOf(source), flags: entries },
      {
        onSuccess: () => {
          notify.success(t('train.saved'));
          reset();
          onDone();
        },
        onError: (error) => notify.error(`${t('train.failed')}: ${error.message}`),
      },
    );
  return {
    state,
    setState,
    present,
    absent,
    canSubmit: entries.length > 0 && !mutation.isPending,
    submitting: mutation.isPending,
    submit,
    reset,
  };
}

export type TrainAiForm = ReturnType<typeof useTrainAi>;
