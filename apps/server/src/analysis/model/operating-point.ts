// The operating point a trained model ships with and the ensemble's rule that applies it at run time; choosing
// the point from scored examples is training's part (analysis/train/operating-point.ts).

/** One text's out-of-fold model probability, what the lexicon said of it, and its label. */
export interface ScoredExample {
  probability: number;
  lexicon: boolean;
  /** The lexicon's guards stand against the flag (negation, indication, hypothetical…). */
  veto: boolean;
  label: boolean;
}

export interface OperatingPoint {
  threshold: number;
  strongThreshold: number;
}

/** The ensemble's rule: the lexicon flags, or the model does and no guard vetoes a weak score. */
export function ensembleFlags(example: Omit<ScoredExample, 'label'>, point: OperatingPoint): boolean {
  if (example.lexicon) return true;
  if (example.probability < point.threshold) return false;
  return !example.veto || example.probability >= point.strongThreshold;
}
