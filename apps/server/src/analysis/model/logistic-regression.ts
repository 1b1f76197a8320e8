import { minimise } from './lbfgs.ts';

/** A sparse row: feature indices and their values. */
export interface SparseRow {
  indices: Int32Array;
  values: Float32Array;
}

export interface TrainingOptions {
  /** L2 penalty on the weights (not the bias). */
  l2: number;
  /** Weigh the classes so both count equally (recall matters more than the rarer class's size). */
  balanced?: boolean;
  /** Per-row weights (an organisation's own verdicts may count more than the shared texts). */
  sampleWeights?: readonly number[];
  maxIterations?: number;
}

export interface LinearModel {
  weights: Float64Array;
  bias: number;
}

/**
 * L2-regularised logistic regression fitted by L-BFGS on sparse rows: mean weighted log-loss plus (l2/2)·‖w‖².
 * The objective is convex, so the same data and options give the same model.
 */
export function trainLogisticRegression(
  rows: readonly SparseRow[],
  labels: readonly boolean[],
  featureCount: number,
  options: TrainingOptions,
): LinearModel {
  const positives = labels.filter(Boolean).length;
  const negatives = labels.length - positives;
  const positiveWeight = options.balanced && positives > 0 ? labels.length / (2 * positives) : 1;
  const negativeWeight = options.balanced && negatives > 0 ? labels.length / (2 * negatives) : 1;
  const sampleWeights = labels.map(
    (label, r) => (label ? positiveWeight : negativeWeight) * (options.sampleWeights?.[r] ?? 1),
  );
  const totalWeight = sampleWeights.reduce((sum, weight) => sum + weight, 0) || 1;
  const biasIndex = featureCount;

  const objective = {
    evaluate(x: Float64Array, gradient: Float64Array): number {
      gradient.fill(0);
      let loss = 0;
      const bias = x[biasIndex] ?? 0;
      rows.forEach((row, r) => {
        let margin = bias;
        for (let k = 0; k < row.indices.length; k += 1)
          margin += (x[row.indices[k] ?? 0] ?? 0) * (row.values[k] ?? 0);
        const label = labels[r] ? 1 : 0;
        const weight = (sampleWeights[r] ?? 1) / totalWeight;
        // log(1 + e^m) − y·m, computed without overflow.
        loss += weight * (softplus(margin) - label * margin);
        const residual = weight * (sigmoid(margin) - label);
        for (let k = 0; k < row.indices.length; k += 1) {
          const index = row.indices[k] ?? 0;
          gradient[index] = (gradient[index] ?? 0) + residual * (row.values[k] ?? 0);
        }
        gradient[biasIndex] = (gradient[biasIndex] ?? 0) + residual;
      });
      for (let i = 0; i < featureCount; i += 1) {
        const w = x[i] ?? 0;
        loss += 0.5 * options.l2 * w * w;
        gradient[i] = (gradient[i] ?? 0) + options.l2 * w;
      }
      return loss;
    },
  };
  const result = minimise(objective, new Float64Array(featureCount + 1), {
    maxIterations: options.maxIterations ?? 400,
    gradientTolerance: 1e-7,
  });
  return { weights: result.x.subarray(0, featureCount), bias: result.x[biasIndex] ?? 0 };
}

export function margin(model: LinearModel, row: SparseRow): number {
  let sum = model.bias;
  for (let k = 0; k < row.indices.length; k += 1)
    sum += (model.weights[row.indices[k] ?? 0] ?? 0) * (row.values[k] ?? 0);
  return sum;
}

export function sigmoid(value: number): number {
  return value >= 0 ? 1 / (1 + Math.exp(-value)) : Math.exp(value) / (1 + Math.exp(value));
}

function softplus(value: number): number {
  return value > 0 ? value + Math.log1p(Math.exp(-value)) : Math.log1p(Math.exp(value));
}
