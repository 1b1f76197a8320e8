import { addOutcome, emptyConfusion, score, type Confusion, type FlagScore } from '../eval/metrics.ts';
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

export type FlagScores = Record<ModelFlag, FlagScore>;

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
  const overall = confusions();
  const lexiconAlone = confusions();
  const byChannel = new Map<string, Record<ModelFlag, Confusion>>();
  const byLang = new Map<string, Record<ModelFlag, Confusion>>();
  const bySplit = new Map<string, Record<ModelFlag, Confusion>>();
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
          bucketOf(byChannel, example.channel),
          bucketOf(byLang, example.lang ?? 'unknown'),
          bucketOf(bySplit, example.split),
        ])
          addOutcome(bucket[flag], scored.label, predicted);
        addOutcome(lexiconAlone[flag], scored.label, scored.lexicon);
      }
    }
  }
  return {
    overall: scores(overall),
    byChannel: mapScores(byChannel),
    byLang: mapScores(byLang),
    bySplit: mapScores(bySplit),
    lexiconAlone: scores(lexiconAlone),
  };
}

function confusions(): Record<ModelFlag, Confusion> {
  return { adr: emptyConfusion(), pqc: emptyConfusion(), mi: emptyConfusion() };
}

function bucketOf(map: Map<string, Record<ModelFlag, Confusion>>, key: string): Record<ModelFlag, Confusion> {
  let found = map.get(key);
  if (!found) {
    found = confusions();
    map.set(key, found);
  }
  return found;
}

function scores(confusion: Record<ModelFlag, Confusion>): FlagScores {
  return { adr: score(confusion.adr), pqc: score(confusion.pqc), mi: score(confusion.mi) };
}

function mapScores(map: Map<string, Record<ModelFlag, Confusion>>): Record<string, FlagScores> {
  return Object.fromEntries(
    [...map].sort(([a], [b]) => a.localeCompare(b)).map(([key, value]) => [key, scores(value)]),
  );
}
