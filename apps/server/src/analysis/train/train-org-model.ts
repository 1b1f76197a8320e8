import { createHash } from 'node:crypto';
import type { Source } from '@vigila/domain';
import { analyzeWithEvidence, type LexiconAnalysis } from '../lexicon/lexicon-analyzer.ts';
import { addOutcome, emptyConfusions, scoreFlags, type FlagScores } from '../eval/metrics.ts';
import { MODEL_FLAGS, type ModelFlag, type TriageModelData } from '../model/model-data.ts';
import { TriageModel } from '../model/triage-model.ts';
import { outOfFoldProbabilities, type GroupedExample } from './cross-validate.ts';
import { DEFAULT_FIT_SETTINGS, FeatureCache, fitModel, type FitSettings } from './fit-model.ts';
import { chooseOperatingPoint, ensembleFlags, type OperatingPoint } from './operating-point.ts';
import { modelVersion, packModel } from './pack-model.ts';
import { TARGET_RECALL } from './train-model.ts';
import type { TrainingExample } from './training-set.ts';

/** A reviewer's Train AI verdicts on one item, as labels of the flags they judged. */
export interface VerdictExample {
  itemId: string;
  text: string;
  channel: Source;
  labels: Partial<Record<ModelFlag, boolean>>;
}

export interface OrgTrainingOptions {
  settings?: FitSettings;
  targetRecall?: Record<ModelFlag, number>;
  /** Folds of the out-of-fold scores that choose the operating points. */
  folds?: number;
  /** An organisation's own verdict weighs this many written texts: it is the text the model meets there. */
  verdictWeight?: number;
  /** Share of the verdicts held back to compare the candidate with the model in use. */
  heldBackShare?: number;
}

export type FlagComparison = FlagScores;

export interface OrgTrainingResult {
  candidate: TriageModelData;
  heldBack: number;
  trainedOnVerdicts: number;
  current: FlagComparison;
  proposed: FlagComparison;
  /** The rule: switch only when ADR recall on the held-back verdicts does not drop. */
  switchTo: boolean;
  reason: string;
}

/**
 * Trains an organisation's model on the shared texts plus its reviewers' verdicts, and compares it with the model
 * in use on verdicts it never saw. Deterministic: the held-back verdicts and the folds are chosen by a hash of the
 * item id, and the fit has no random step.
 */
export function trainOrgModel(
  shared: readonly TrainingExample[],
  verdicts: readonly VerdictExample[],
  current: TriageModel,
  options: OrgTrainingOptions = {},
): OrgTrainingResult {
  const settings = options.settings ?? DEFAULT_FIT_SETTINGS;
  const targetRecall = options.targetRecall ?? TARGET_RECALL;
  const folds = options.folds ?? 3;
  const heldBackShare = options.heldBackShare ?? 0.3;
  const heldBack = verdicts.filter((verdict) => bucket(verdict.itemId) < heldBackShare);
  const learning = verdicts.filter((verdict) => bucket(verdict.itemId) >= heldBackShare);

  const examples: (GroupedExample & { id: string; lexicon: LexiconAnalysis; choosesPoint: boolean })[] = [
    ...shared.map((example) => ({ ...example, weight: 1, choosesPoint: example.split !== 'lexicon-dev' })),
    ...learning.map((verdict) => ({
      id: `verdict:${verdict.itemId}`,
      text: verdict.text,
      channel: verdict.channel,
      labels: verdict.labels,
      weight: options.verdictWeight ?? 2,
      choosesPoint: true,
    })),
  ].map((example) => {
    const lexicon = analyzeWithEvidence({ text: example.text, channel: example.channel });
    return {
      ...example,
      language: lexicon.result.language,
      lexicon,
      group: `fold-${Math.floor(bucket(example.id) * folds)}`,
    };
  });
  const cache = new FeatureCache();
  const outOfFold = outOfFoldProbabilities(examples, settings, cache);
  const operatingPoints = Object.fromEntries(
    MODEL_FLAGS.map((flag) => {
      const scored = examples.flatMap((example, position) => {
        const label = example.labels[flag];
        if (label === undefined || !example.choosesPoint) return [];
        return [
          {
            probability: outOfFold[flag][position] ?? 0,
            lexicon: example.lexicon.result[flag].flagged,
            veto: example.lexicon.vetoes[flag],
            label,
          },
        ];
      });
      return [flag, chooseOperatingPoint(scored, targetRecall[flag])];
    }),
  ) as Record<ModelFlag, OperatingPoint>;
  const candidate = packModel(
    fitModel(examples, settings, cache),
    operatingPoints,
    modelVersion(examples, { settings, targetRecall, folds, verdictWeight: options.verdictWeight ?? 2 }),
  );

  const proposedModel = new TriageModel(candidate);
  const currentScores = compareOn(heldBack, current);
  const proposedScores = compareOn(heldBack, proposedModel);
  const before = currentScores.adr.recall;
  const after = proposedScores.adr.recall;
  const switchTo = before === null || after === null || after >= before;
  return {
    candidate,
    heldBack: heldBack.length,
    trainedOnVerdicts: learning.length,
    current: currentScores,
    proposed: proposedScores,
    switchTo,
    reason:
      before === null || after === null
        ? 'No held-back verdict marks an adverse reaction: ADR recall cannot drop.'
        : switchTo
          ? `ADR recall on held-back verdicts ${format(after)} (in use: ${format(before)}).`
          : `ADR recall on held-back verdicts would drop from ${format(before)} to ${format(after)}.`,
  };
}

/** How the ensemble with this model judges the held-back verdicts, flag by flag. */
function compareOn(verdicts: readonly VerdictExample[], model: TriageModel): FlagComparison {
  const confusions = emptyConfusions();
  for (const verdict of verdicts) {
    const lexicon = analyzeWithEvidence({ text: verdict.text, channel: verdict.channel });
    const scored = model.score(lexicon.evidence.doc.text, verdict.channel, lexicon.result.language);
    for (const flag of MODEL_FLAGS) {
      const label = verdict.labels[flag];
      if (label === undefined) continue;
      const point: OperatingPoint = {
        threshold: model.data.flags[flag].threshold,
        strongThreshold: model.data.flags[flag].strongThreshold,
      };
      const predicted = ensembleFlags(
        {
          probability: scored.scores[flag].probability,
          lexicon: lexicon.result[flag].flagged,
          veto: lexicon.vetoes[flag],
        },
        point,
      );
      addOutcome(confusions[flag], label, predicted);
    }
  }
  return scoreFlags(confusions);
}

function bucket(id: string): number {
  return createHash('sha256').update(id).digest().readUInt32BE(0) / 0x1_0000_0000;
}

function format(value: number): string {
  return value.toFixed(2);
}
