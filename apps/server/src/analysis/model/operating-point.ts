// The operating point a trained model ships with and the ensemble's rule that applies it at run time; choosing
// the point from scored examples is training's part (analysis/train/operating-point.ts).

/**
 * Whether the lexicon's guards stand against a flag: `true` vetoes a weak model score (negation, indication,
 * hypothetical…), `'always'` any score — kept for what the lexicon can tell for certain is not the flag, such as a
 * text whose every question is about price, stock or opening hours (issue 27 point 6).
 */
export type Veto = boolean | 'always';

/** One text's out-of-fold model probability, what the lexicon said of it, and its label. */
export interface ScoredExample {
  probability: number;
  lexicon: boolean;
  veto: Veto;
  label: boolean;
}

export interface OperatingPoint {
  threshold: number;
  strongThreshold: number;
}

/** The ensemble's rule: the lexicon flags, or the model does and no guard vetoes a weak score. */
export function ensembleFlags(example: Omit<ScoredExample, 'label'>, point: OperatingPoint): boolean {
  if (example.lexicon) return true;
  if (example.probability < point.threshold || example.veto === 'always') return false;
  return !example.veto || example.probability >= point.strongThreshold;
}
