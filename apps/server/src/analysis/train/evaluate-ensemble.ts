import {
  addOutcome,
  confusionsOf,
  emptyConfusions,
  scoreFlags,
  scoreGroups,
  type FlagConfusions,
  type FlagScores,
} from '../eval/metrics.ts';
import { MODEL_FLAGS, type ModelFlag } from '../model/model-data.ts';
import { chooseOperatingPoint, ensembleFlags, type ScoredExample } from './operating-point.ts';

/** An example as the evaluation sees it: where it is from, and per flag its out-of-fold score and the lexicon's say. */
export interface EvaluatedExample {
  group: string;
  split: string;
  channel: string;
  lang: string | null;
  flags: Record<ModelFlag, ScoredExample>;
}

export type { FlagScores };

export interface EnsembleEvaluation {
  overall: FlagScores;
  byChannel: Record<string, FlagScores>;
  byLang: Record<string, FlagScores>;
  bySplit: Record<string, FlagScores>;
  lexiconAlone: FlagScores;
}

/**
 * Nested figures: each writer's texts are judged at an operating point chosen on everyone else's out-of-fold
 * scores, so neither the model nor its threshold saw them. Only texts that never served to write lexicon rules are
 * judged or used to choose.
 */
export function evaluateEnsemble(
  examples: readonly EvaluatedExample[],
  targetRecall: Record<ModelFlag, number>,
): EnsembleEvaluation {
  const judged = examples.filter((example) => example.split !== 'lexicon-dev');
  const groups = [...new Set(judged.map((example) => example.group))].sort();
  const overall = emptyConfusions();
  const lexiconAlone = emptyConfusions();
  const byChannel = new Map<string, FlagConfusions>();
  const byLang = new Map<string, FlagConfusions>();
  const bySplit = new Map<string, FlagConfusions>();
  for (const group of groups) {
    const others = judged.filter((example) => example.group !== group);
    for (const flag of MODEL_FLAGS) {
      const point = chooseOperatingPoint(
        others.map((example) => example.flags[flag]),
        targetRecall[flag],
      );
      for (const example of judged.filter((candidate) => candidate.group === group)) {
        const scored = example.flags[flag];
        const predicted = ensembleFlags(scored, point);
        for (const bucket of [
          overall,
          confusionsOf(byChannel, example.channel),
          confusionsOf(byLang, example.lang ?? 'unknown'),
          confusionsOf(bySplit, example.split),
        ])
          addOutcome(bucket[flag], scored.label, predicted);
        addOutcome(lexiconAlone[flag], scored.label, scored.lexicon);
      }
    }
  }
  return {
    overall: scoreFlags(overall),
    byChannel: scoreGroups(byChannel),
    byLang: scoreGroups(byLang),
    bySplit: scoreGroups(bySplit),
    lexiconAlone: scoreFlags(lexiconAlone),
  };
}
