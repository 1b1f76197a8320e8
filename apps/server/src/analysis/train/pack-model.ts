import { createHash } from 'node:crypto';
import { MODEL_FLAGS, type ModelFlag, type TriageModelData } from '../model/model-data.ts';
import type { FittedModel } from './fit-model.ts';
import type { OperatingPoint } from './operating-point.ts';

/** Weights this small change no score by more than a rounding: left out of the file. */
const NEGLIGIBLE_WEIGHT = 1e-5;

/** The fitted weights and operating points as the server loads them: negligible features dropped, numbers rounded. */
export function packModel(
  fitted: FittedModel,
  operatingPoints: Record<ModelFlag, OperatingPoint>,
  version: string,
): TriageModelData {
  const kept = fitted.vocabulary
    .map((key, position) => ({ key, position }))
    .filter(({ position }) =>
      MODEL_FLAGS.some((flag) => Math.abs(fitted.flags[flag].weights[position] ?? 0) >= NEGLIGIBLE_WEIGHT),
    );
  const flags = Object.fromEntries(
    MODEL_FLAGS.map((flag) => [
      flag,
      {
        bias: roundWeight(fitted.flags[flag].bias),
        weights: kept.map(({ position }) => roundWeight(fitted.flags[flag].weights[position] ?? 0)),
        threshold: roundWeight(operatingPoints[flag].threshold),
        strongThreshold: roundWeight(operatingPoints[flag].strongThreshold),
      },
    ]),
  ) as TriageModelData['flags'];
  return { format: 1, version, vocabulary: kept.map(({ key }) => key), flags, evaluation: {} };
}

/** Names a model by what made it: the texts, their labels and the settings. */
export function modelVersion(
  examples: readonly { id: string; text: string; labels: Partial<Record<ModelFlag, boolean>> }[],
  settings: unknown,
): string {
  const hash = createHash('sha256');
  for (const example of examples)
    hash.update(`${example.id}\u0000${example.text}\u0000${JSON.stringify(example.labels)}\u0000`);
  hash.update(JSON.stringify(settings));
  return `m-${hash.digest('hex').slice(0, 12)}`;
}

function roundWeight(value: number): number {
  return Number(value.toPrecision(5));
}
