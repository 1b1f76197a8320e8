import type { AnyFlag, FeedbackRequest } from '@vigila/domain';

export type PresentVerdict = 'correct' | 'incorrect';

/** SPEC §3 training feedback: per present flag isCorrect and a reason; per missed flag selected and a reason. */
export interface TrainAiState {
  present: Partial<Record<AnyFlag, { verdict: PresentVerdict; reason: string }>>;
  missed: Partial<Record<AnyFlag, { selected: boolean; reason: string }>>;
}

export const emptyTrainAiState = (): TrainAiState => ({ present: {}, missed: {} });

export function setVerdict(state: TrainAiState, flag: AnyFlag, verdict: PresentVerdict): TrainAiState {
  return {
    ...state,
    present: { ...state.present, [flag]: { verdict, reason: state.present[flag]?.reason ?? '' } },
  };
}

export function setPresentReason(state: TrainAiState, flag: AnyFlag, reason: string): TrainAiState {
  const current = state.present[flag];
  return current ? { ...state, present: { ...state.present, [flag]: { ...current, reason } } } : state;
}

export function setMissed(state: TrainAiState, flag: AnyFlag, selected: boolean): TrainAiState {
  return {
    ...state,
    missed: { ...state.missed, [flag]: { selected, reason: state.missed[flag]?.reason ?? '' } },
  };
}

export function setMissedReason(state: TrainAiState, flag: AnyFlag, reason: string): TrainAiState {
  const current = state.missed[flag];
  return current ? { ...state, missed: { ...state.missed, [flag]: { ...current, reason } } } : state;
}

/** The thank-you notice appears once anything is marked incorrect or missed (SPEC §2.8). */
export function needsThanks(state: TrainAiState): boolean {
  return (
    Object.values(state.present).some((entry) => entry.verdict === 'incorrect') ||
    Object.values(state.missed).some((entry) => entry.selected)
  );
}

/** The flags of POST /feedback: one entry per marked present flag and per selected missed flag. */
export function feedbackFlags(
  state: TrainAiState,
  present: readonly AnyFlag[],
  absent: readonly AnyFlag[],
): FeedbackRequest['flags'] {
  const reason = (text: string) => (text.trim() ? { reason: text.trim() } : {});
  const fromPresent = present.flatMap((flag) => {
    const entry = state.present[flag];
    if (!entry) return [];
    return [{ flag, verdict: entry.verdict, ...(entry.verdict === 'incorrect' ? reason(entry.reason) : {}) }];
  });
  const fromMissed = absent.flatMap((flag) => {
    const entry = state.missed[flag];
    return entry?.selected ? [{ flag, verdict: 'missed' as const, ...reason(entry.reason) }] : [];
  });
  return [...fromPresent, ...fromMissed];
}
