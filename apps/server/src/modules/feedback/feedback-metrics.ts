import { REVIEW_FLAGS, type FlagSlot } from '@vigila/domain';

export const VERDICTS = ['correct', 'incorrect', 'missed'] as const;
export type Verdict = (typeof VERDICTS)[number];

export interface FlagMetrics {
  precision: number | null;
  recall: number | null;
  correct: number;
  incorrect: number;
  missed: number;
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/**
 * Reviewer verdicts turned into the analyser's figures per flag: a confirmed flag is a true positive, a flag
 * marked incorrect a false positive, a missed flag a false negative. No verdicts, no figure (null, not 0).
 */
export function flagMetrics(
  counts: readonly { flag: string; verdict: string; n: number }[],
): Record<FlagSlot, FlagMetrics> {
  const tally = (flag: FlagSlot, verdict: Verdict) =>
    counts.filter((c) => c.flag === flag && c.verdict === verdict).reduce((sum, c) => sum + c.n, 0);
  const entries = REVIEW_FLAGS.map((flag) => {
    const correct = tally(flag, 'correct');
    const incorrect = tally(flag, 'incorrect');
    const missed = tally(flag, 'missed');
    return [
      flag,
      {
        precision: ratio(correct, correct + incorrect),
        recall: ratio(correct, correct + missed),
        correct,
        incorrect,
        missed,
      },
    ] as const;
  });
  return Object.fromEntries(entries) as Record<FlagSlot, FlagMetrics>;
}
