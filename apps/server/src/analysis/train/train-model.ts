import type { CaseFacts } from '@vigila/domain';
import { extractCaseFacts } from '../ensemble/case-facts.ts';
import { analyzeWithEvidence } from '../lexicon/lexicon-analyzer.ts';
import { MODEL_FLAGS, type ModelFlag, type TriageModelData } from '../model/model-data.ts';
import { outOfFoldProbabilities } from './cross-validate.ts';
import { evaluateEnsemble, type EnsembleEvaluation, type EvaluatedExample } from './evaluate-ensemble.ts';
import { evaluateFacts, type FactsEvaluation } from './evaluate-facts.ts';
import { DEFAULT_FIT_SETTINGS, FeatureCache, fitModel, type FitSettings } from './fit-model.ts';
import { chooseOperatingPoint, type OperatingPoint } from './operating-point.ts';
import { modelVersion, packModel } from './pack-model.ts';
import type { TrainingExample } from './training-set.ts';

/**
 * Recall each flag's operating point is chosen for on out-of-fold scores: ADR above all (a missed reaction is a
 * compliance failure); MI a little lower, where its precision stays useful (decision 0011).
 */
export const TARGET_RECALL: Record<ModelFlag, number> = { adr: 0.96, pqc: 0.95, mi: 0.93 };

export interface TrainingReport {
  examples: number;
  bySplit: Record<string, number>;
  byGroup: Record<string, number>;
  positives: Record<ModelFlag, number>;
  settings: FitSettings;
  targetRecall: Record<ModelFlag, number>;
  operatingPoints: Record<ModelFlag, OperatingPoint>;
  /** Nested, writer-held-out figures of the ensemble (see evaluateEnsemble). */
  ensemble: EnsembleEvaluation;
  facts: { all: FactsEvaluation; calibration: FactsEvaluation };
  vocabularySize: number;
}

export interface TrainedModel {
  data: TriageModelData;
  report: TrainingReport;
}

/**
 * Trains the per-flag models on every example, chooses each flag's operating point on out-of-fold scores of the
 * texts that never served to write lexicon rules, and reports nested figures. Deterministic: the same examples
 * and settings give the same file.
 */
export function trainTriageModel(
  examples: readonly TrainingExample[],
  settings: FitSettings = DEFAULT_FIT_SETTINGS,
  targetRecall: Record<ModelFlag, number> = TARGET_RECALL,
): TrainedModel {
  const lexicon = examples.map((example) =>
    analyzeWithEvidence({ text: example.text, channel: example.channel, language: null }),
  );
  const fitExamples = examples.map((example, position) => ({
    ...example,
    language: lexicon[position]?.result.language ?? null,
  }));
  const cache = new FeatureCache();
  const outOfFold = outOfFoldProbabilities(fitExamples, settings, cache);
  const evaluated: EvaluatedExample[] = examples.map((example, position) => {
    const found = lexicon[position];
    const flagOf = (flag: ModelFlag) => ({
      probability: outOfFold[flag][position] ?? 0,
      lexicon: found?.result[flag].flagged ?? false,
      veto: found?.vetoes[flag] ?? false,
      label: example.labels[flag],
    });
    return {
      group: example.group,
      split: example.split,
      channel: example.channel,
      lang: example.lang,
      flags: { adr: flagOf('adr'), pqc: flagOf('pqc'), mi: flagOf('mi') },
    };
  });
  const choosing = evaluated.filter((example) => example.split !== 'lexicon-dev');
  const operatingPoints = Object.fromEntries(
    MODEL_FLAGS.map((flag) => [
      flag,
      chooseOperatingPoint(
        choosing.map((example) => example.flags[flag]),
        targetRecall[flag],
      ),
    ]),
  ) as Record<ModelFlag, OperatingPoint>;

  const final = fitModel(fitExamples, settings, cache);
  const data = packModel(final, operatingPoints, modelVersion(examples, { settings, targetRecall }));

  const factsPairs = examples.flatMap((example, position) => {
    const found = lexicon[position];
    if (!example.facts || !example.labels.adr || !found) return [];
    const predicted: CaseFacts = extractCaseFacts(found.evidence, example.channel);
    return [{ labels: example.facts, predicted, split: example.split }];
  });
  const report: TrainingReport = {
    examples: examples.length,
    bySplit: countBy(examples, (example) => example.split),
    byGroup: countBy(examples, (example) => example.group),
    positives: {
      adr: examples.filter((example) => example.labels.adr).length,
      pqc: examples.filter((example) => example.labels.pqc).length,
      mi: examples.filter((example) => example.labels.mi).length,
    },
    settings,
    targetRecall,
    operatingPoints,
    ensemble: evaluateEnsemble(evaluated, targetRecall),
    facts: {
      all: evaluateFacts(factsPairs),
      calibration: evaluateFacts(factsPairs.filter((pair) => pair.split === 'calibration')),
    },
    vocabularySize: data.vocabulary.length,
  };
  return { data, report };
}

function countBy<T>(values: readonly T[], key: (value: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[key(value)] = (counts[key(value)] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}
