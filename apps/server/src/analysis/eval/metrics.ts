export const FLAGS = ['adr', 'pqc', 'mi'] as const;
export type Flag = (typeof FLAGS)[number];

export interface Confusion {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

export interface FlagScore {
  /** null when nothing was predicted positive (precision) or nothing is labelled positive (recall). */
  precision: number | null;
  recall: number | null;
  f1: number | null;
  /** Lines scored for this flag: those that carry a label for it. */
  n: number;
  positives: number;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

export function emptyConfusion(): Confusion {
  return { tp: 0, fp: 0, fn: 0, tn: 0 };
}

export function addOutcome(confusion: Confusion, expected: boolean, predicted: boolean): void {
  if (expected && predicted) confusion.tp += 1;
  else if (!expected && predicted) confusion.fp += 1;
  else if (expected && !predicted) confusion.fn += 1;
  else confusion.tn += 1;
}

export function score(confusion: Confusion): FlagScore {
  const { tp, fp, fn, tn } = confusion;
  const precision = tp + fp === 0 ? null : tp / (tp + fp);
  const recall = tp + fn === 0 ? null : tp / (tp + fn);
  let f1: number | null = null;
  if (precision !== null && recall !== null)
    f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  else if (tp + fn > 0) f1 = 0; // positives exist and none was predicted: nothing found
  return {
    precision: round(precision),
    recall: round(recall),
    f1: round(f1),
    n: tp + fp + fn + tn,
    positives: tp + fn,
    tp,
    fp,
    fn,
    tn,
  };
}

function round(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10_000) / 10_000;
}
