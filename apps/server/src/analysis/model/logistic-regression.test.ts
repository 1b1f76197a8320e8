import { describe, expect, it } from 'vitest';
import { margin, sigmoid, trainLogisticRegression, type SparseRow } from './logistic-regression.ts';

const row = (pairs: [number, number][]): SparseRow => ({
  indices: Int32Array.from(pairs.map(([index]) => index)),
  values: Float32Array.from(pairs.map(([, value]) => value)),
});

describe('trainLogisticRegression', () => {
  // Feature 0 marks positives, feature 1 negatives, feature 2 appears in both.
  const rows = [
    row([
      [0, 1],
      [2, 1],
    ]),
    row([[0, 1]]),
    row([
      [1, 1],
      [2, 1],
    ]),
    row([[1, 1]]),
    row([[1, 1]]),
  ];
  const labels = [true, true, false, false, false];

  it('learns which features speak for the class and separates the training rows', () => {
    const model = trainLogisticRegression(rows, labels, 3, { l2: 0.01, balanced: true });
    expect(model.weights[0]).toBeGreaterThan(0);
    expect(model.weights[1]).toBeLessThan(0);
    expect(Math.abs(model.weights[2] ?? 0)).toBeLessThan(Math.abs(model.weights[0] ?? 0));
    rows.forEach((example, index) => expect(sigmoid(margin(model, example)) > 0.5).toBe(labels[index]));
  });

  it('has zero gradient at its solution (matches the optimality condition)', () => {
    const l2 = 0.1;
    const model = trainLogisticRegression(rows, labels, 3, { l2 });
    // ∂/∂w_j [mean log-loss] + l2·w_j = 0 for every j, and the bias's gradient is 0.
    for (let feature = 0; feature < 3; feature += 1) {
      let gradient = 0;
      rows.forEach((example, index) => {
        const position = Array.from(example.indices).indexOf(feature);
        if (position < 0) return;
        gradient += (sigmoid(margin(model, example)) - (labels[index] ? 1 : 0)) / rows.length;
      });
      expect(gradient + l2 * (model.weights[feature] ?? 0)).toBeCloseTo(0, 5);
    }
    const biasGradient = rows.reduce(
      (sum, example, index) =>
        sum + (sigmoid(margin(model, example)) - (labels[index] ? 1 : 0)) / rows.length,
      0,
    );
    expect(biasGradient).toBeCloseTo(0, 5);
  });

  it('shrinks weights as the penalty grows', () => {
    const loose = trainLogisticRegression(rows, labels, 3, { l2: 0.001 });
    const tight = trainLogisticRegression(rows, labels, 3, { l2: 1 });
    expect(Math.abs(tight.weights[0] ?? 0)).toBeLessThan(Math.abs(loose.weights[0] ?? 0));
  });

  it('weighs a row by its sample weight', () => {
    const conflicting = [row([[0, 1]]), row([[0, 1]])];
    const heavierPositive = trainLogisticRegression(conflicting, [true, false], 1, {
      l2: 0.01,
      sampleWeights: [3, 1],
    });
    const heavierNegative = trainLogisticRegression(conflicting, [true, false], 1, {
      l2: 0.01,
      sampleWeights: [1, 3],
    });
    expect(sigmoid(margin(heavierPositive, conflicting[0] as SparseRow))).toBeGreaterThan(0.5);
    expect(sigmoid(margin(heavierNegative, conflicting[0] as SparseRow))).toBeLessThan(0.5);
  });
});
