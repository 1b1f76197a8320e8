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

export type FlagConfusions = Record<Flag, Confusion>;
export type FlagScores = Record<Flag, FlagScore>;

export function emptyConfusions(): FlagConfusions {
  return { adr: emptyConfusion(), pqc: emptyConfusion(), mi: emptyConfusion() };
}

/** The confusions of one group (a channel, a language, a split), created on first use. */
export function confusionsOf(groups: Map<string, FlagConfusions>, key: string): FlagConfusions {
  let found = groups.get(key);
  if (!found) {
    found = emptyConfusions();
    groups.set(key, found);
  }
  return found;
}

export function scoreFlags(confusion: FlagConfusions): FlagScores {
  return { adr: score(confusion.adr), pqc: score(confusion.pqc), mi: score(confusion.mi) };
}

/** Each group's scores, in the order of the group names. */
export function scoreGroups(groups: Map<string, FlagConfusions>): Record<string, FlagScores> {
  return Object.fromEntries(
    [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([key, value]) => [key, scoreFlags(value)]),
  );
}

export function round(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10_000) / 10_000;
}
