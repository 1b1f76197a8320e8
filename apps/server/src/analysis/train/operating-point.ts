import { ensembleFlags, type OperatingPoint, type ScoredExample } from '../model/operating-point.ts';

export { ensembleFlags, type OperatingPoint, type ScoredExample };

/** Model-alone precision above which a score counts as strong: the lexicon's guards no longer veto it. */
const STRONG_PRECISION = 0.9;

/**
 * The highest threshold at which the ensemble still finds `targetRecall` of the positives, given a strong level
 * set where the model alone is right 9 times in 10. Chosen on out-of-fold scores only.
 */
export function chooseOperatingPoint(
  examples: readonly ScoredExample[],
  targetRecall: number,
): OperatingPoint {
  const byScore = [...examples].sort((a, b) => b.probability - a.probability);
  let strongThreshold = 1;
  let truePositives = 0;
  byScore.forEach((example, position) => {
    if (example.label) truePositives += 1;
    if (truePositives / (position + 1) >= STRONG_PRECISION && position >= 4)
      strongThreshold = example.probability;
  });
  const positives = examples.filter((example) => example.label).length;
  const candidates = [...new Set(byScore.map((example) => example.probability))];
  let threshold = candidates.at(-1) ?? 0.5;
  for (const candidate of candidates) {
    const point = { threshold: candidate, strongThreshold: Math.max(candidate, strongThreshold) };
    const found = examples.filter((example) => example.label && ensembleFlags(example, point)).length;
    if (positives === 0 || found / positives >= targetRecall) {
      threshold = candidate;
      break;
    }
  }
  return { threshold, strongThreshold: Math.max(threshold, strongThreshold) };
}
