import { MODEL_FLAGS, type ModelFlag } from '../model/model-data.ts';
import { FeatureCache, fitModel, type FitExample, type FitSettings } from './fit-model.ts';

export interface GroupedExample extends FitExample {
  group: string;
}

/**
 * Out-of-fold probabilities: each writer's texts are scored by a model trained on everyone else's, so the figures
 * speak for texts written by someone the model never read.
 */
export function outOfFoldProbabilities(
  examples: readonly GroupedExample[],
  settings: FitSettings,
  cache = new FeatureCache(),
): Record<ModelFlag, Float64Array> {
  const scores = {
    adr: new Float64Array(examples.length),
    pqc: new Float64Array(examples.length),
    mi: new Float64Array(examples.length),
  };
  const groups = [...new Set(examples.map((example) => example.group))].sort();
  for (const group of groups) {
    const training = examples.filter((example) => example.group !== group);
    const model = fitModel(training, settings, cache);
    examples.forEach((example, position) => {
      if (example.group !== group) return;
      const probabilities = model.predict(cache.of(example));
      for (const flag of MODEL_FLAGS) scores[flag][position] = probabilities[flag];
    });
  }
  return scores;
}
