import { describe, expect, it } from 'vitest';
import { addOutcome, emptyConfusion, score } from './metrics.ts';

describe('score', () => {
  it('computes precision, recall and F1 from the confusion counts', () => {
    const confusion = emptyConfusion();
    // 6 true positives, 2 false positives, 3 false negatives, 9 true negatives
    for (let i = 0; i < 6; i += 1) addOutcome(confusion, true, true);
    for (let i = 0; i < 2; i += 1) addOutcome(confusion, false, true);
    for (let i = 0; i < 3; i += 1) addOutcome(confusion, true, false);
    for (let i = 0; i < 9; i += 1) addOutcome(confusion, false, false);
    expect(score(confusion)).toEqual({
      precision: 0.75,
      recall: 0.6667,
      f1: 0.7059, // 2 · 0.75 · 0.6667 / (0.75 + 0.6667)
      n: 20,
      positives: 9,
      tp: 6,
      fp: 2,
      fn: 3,
      tn: 9,
    });
  });

  it('leaves undefined ratios null and scores a total miss as F1 0', () => {
    expect(score({ tp: 0, fp: 0, fn: 0, tn: 5 })).toMatchObject({
      precision: null,
      recall: null,
      f1: null,
      n: 5,
    });
    expect(score({ tp: 0, fp: 0, fn: 4, tn: 1 })).toMatchObject({ precision: null, recall: 0, f1: 0 });
    expect(score({ tp: 0, fp: 3, fn: 0, tn: 1 })).toMatchObject({ precision: 0, recall: null, f1: null });
  });
});
