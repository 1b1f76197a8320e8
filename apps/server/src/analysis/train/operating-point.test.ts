import { describe, expect, it } from 'vitest';
import { chooseOperatingPoint, ensembleFlags, type ScoredExample } from './operating-point.ts';

const example = (probability: number, label: boolean, extra: Partial<ScoredExample> = {}): ScoredExample => ({
  probability,
  label,
  lexicon: false,
  veto: false,
  ...extra,
});

describe('ensembleFlags', () => {
  const point = { threshold: 0.3, strongThreshold: 0.7 };

  it('flags what the lexicon flags, whatever the score', () => {
    expect(ensembleFlags({ probability: 0.01, lexicon: true, veto: false }, point)).toBe(true);
  });

  it('flags a model score at the threshold, unless a guard vetoes a weak one', () => {
    expect(ensembleFlags({ probability: 0.3, lexicon: false, veto: false }, point)).toBe(true);
    expect(ensembleFlags({ probability: 0.29, lexicon: false, veto: false }, point)).toBe(false);
    expect(ensembleFlags({ probability: 0.5, lexicon: false, veto: true }, point)).toBe(false);
    expect(ensembleFlags({ probability: 0.7, lexicon: false, veto: true }, point)).toBe(true);
  });
});

describe('chooseOperatingPoint', () => {
  it('takes the highest threshold that still reaches the recall target', () => {
    // 10 positives scored 0.95…0.50, negatives 0.60…0.05
    const examples = [
      ...Array.from({ length: 10 }, (_, index) => example(0.95 - index * 0.05, true)),
      ...Array.from({ length: 12 }, (_, index) => example(0.6 - index * 0.05, false)),
    ];
    expect(chooseOperatingPoint(examples, 0.9).threshold).toBeCloseTo(0.55, 5);
    expect(chooseOperatingPoint(examples, 1).threshold).toBeCloseTo(0.5, 5);
  });

  it('counts what the lexicon already finds, so the model needs a lower bar only for the rest', () => {
    const examples = [
      example(0.9, true),
      example(0.05, true, { lexicon: true }),
      example(0.4, false),
      example(0.2, false),
    ];
    expect(chooseOperatingPoint(examples, 1).threshold).toBeCloseTo(0.9, 5);
  });

  it('puts the strong level where the model alone is right nine times in ten, never below the threshold', () => {
    const examples = [
      ...Array.from({ length: 20 }, (_, index) => example(0.99 - index * 0.01, true)),
      example(0.75, false),
      ...Array.from({ length: 10 }, (_, index) => example(0.5 - index * 0.02, index % 2 === 0)),
    ];
    const point = chooseOperatingPoint(examples, 0.95);
    expect(point.strongThreshold).toBeGreaterThanOrEqual(point.threshold);
    expect(point.strongThreshold).toBeLessThanOrEqual(0.8);
  });
});
