import { describe, expect, it } from 'vitest';
import { flagMetrics } from './feedback-metrics.ts';

describe('flagMetrics', () => {
  it('computes precision and recall per flag from verdict counts', () => {
    const metrics = flagMetrics([
      { flag: 'adr', verdict: 'correct', n: 6 },
      { flag: 'adr', verdict: 'incorrect', n: 2 },
      { flag: 'adr', verdict: 'missed', n: 3 },
      { flag: 'pqc', verdict: 'missed', n: 1 },
    ]);
    expect(metrics.adr).toEqual({ precision: 0.75, recall: 6 / 9, correct: 6, incorrect: 2, missed: 3 });
    expect(metrics.pqc).toEqual({ precision: null, recall: 0, correct: 0, incorrect: 0, missed: 1 });
    expect(metrics.mi).toEqual({ precision: null, recall: null, correct: 0, incorrect: 0, missed: 0 });
  });
});
