import { describe, expect, it } from 'vitest';
import { meanConfidence, parseTimedWords } from './decoder-output.ts';

// What pocketsphinx_continuous -time yes prints: a hypothesis line, then the segments of the utterance.
const OUTPUT = `good morning what is the right dose
<s> 0.000 0.030 1.000100
good 0.040 0.260 0.900000
<sil> 0.270 0.300 0.990000
morning(2) 0.310 0.800 0.700000
[NOISE] 0.810 0.900 0.500000
</s> 0.910 1.000 1.000000
what is the right dose for
what 2.100 2.300 0.800000
`;

describe('pocketsphinx output', () => {
  it('keeps the timed words, without fillers, hypothesis lines or variant numbers', () => {
    const words = parseTimedWords(OUTPUT);
    expect(words).toEqual([
      { word: 'good', start: 0.04, end: 0.26, confidence: 0.9 },
      { word: 'morning', start: 0.31, end: 0.8, confidence: 0.7 },
      { word: 'what', start: 2.1, end: 2.3, confidence: 0.8 },
    ]);
    expect(meanConfidence(words)).toBeCloseTo(0.8, 6);
    expect(meanConfidence([])).toBe(0);
  });
});
