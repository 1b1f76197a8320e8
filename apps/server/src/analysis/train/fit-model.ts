import type { Source } from '@vigila/domain';
import { extractFeatures, type TextFeatures } from '../model/features.ts';
import { margin, sigmoid, trainLogisticRegression, type LinearModel } from '../model/logistic-regression.ts';
import { MODEL_FLAGS, type ModelFlag } from '../model/model-data.ts';
import { buildVocabulary, vectorise } from '../model/vectorise.ts';

/** What the trainer needs of an example: its text as the analyser sees it, and its labels. */
export interface FitExample {
  text: string;
  channel: Source;
  /** The language the analyser would use at run time (the lexicon's detection). */
  language: string | null;
  /** A flag without a label (an organisation's verdict judges one flag) does not train that flag's model. */
  labels: Partial<Record<ModelFlag, boolean>>;
  /** 1 for the written texts; an organisation's verdicts may weigh more. */
  weight?: number;
}

export interface FitSettings {
  /** Features seen in fewer texts are left out (they cannot generalise and would bloat the weights). */
  minDocuments: number;
  l2: Record<ModelFlag, number>;
}

export const DEFAULT_FIT_SETTINGS: FitSettings = { minDocuments: 2, l2: { adr: 3e-4, pqc: 3e-4, mi: 3e-4 } };

export interface FittedModel {
  vocabulary: string[];
  flags: Record<ModelFlag, LinearModel>;
  /** Probability of each flag for texts, with the same features as at run time. */
  predict(features: TextFeatures): Record<ModelFlag, number>;
}

/** Features are computed once per example and reused across folds and flags. */
export class FeatureCache {
  private readonly cache = new Map<FitExample, TextFeatures>();

  of(example: FitExample): TextFeatures {
    let found = this.cache.get(example);
    if (!found) {
      found = extractFeatures(example.text, example.channel, example.language);
      this.cache.set(example, found);
    }
    return found;
  }
}

export function fitModel(
  examples: readonly FitExample[],
  settings: FitSettings = DEFAULT_FIT_SETTINGS,
  cache = new FeatureCache(),
): FittedModel {
  const features = examples.map((example) => cache.of(example));
  const vocabulary = buildVocabulary(features, settings.minDocuments);
  const index = new Map(vocabulary.map((key, position) => [key, position]));
  const rows = features.map((feature) => vectorise(feature, index));
  const flags = {} as Record<ModelFlag, LinearModel>;
  for (const flag of MODEL_FLAGS) {
    const labelled = examples.flatMap((example, position) => {
      const label = example.labels[flag];
      const row = rows[position];
      return label === undefined || !row ? [] : [{ row, label, weight: example.weight ?? 1 }];
    });
    flags[flag] = trainLogisticRegression(
      labelled.map((entry) => entry.row),
      labelled.map((entry) => entry.label),
      vocabulary.length,
      { l2: settings.l2[flag], balanced: true, sampleWeights: labelled.map((entry) => entry.weight) },
    );
  }
  return {
    vocabulary,
    flags,
    predict(feature) {
      const row = vectorise(feature, index);
      return {
        adr: sigmoid(margin(flags.adr, row)),
        pqc: sigmoid(margin(flags.pqc, row)),
        mi: sigmoid(margin(flags.mi, row)),
      };
    },
  };
}
