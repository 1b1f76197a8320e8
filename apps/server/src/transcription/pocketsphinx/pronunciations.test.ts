import { describe, expect, it } from 'vitest';
import { buildDictionary, parseCmuDictionary } from './pronunciations.ts';

describe('pronunciation dictionaries', () => {
  const cmu = parseCmuDictionary(';; a comment\nthe DH AH\nthe(2) DH IY\nrash R AE SH\n\n');
  const domain = parseCmuDictionary('metformin M EH T F AO R M IH N\nthe DH AH\n');

  it('reads words with numbered variants and skips comments', () => {
    expect([...cmu.entries()]).toEqual([
      ['the', ['DH AH', 'DH IY']],
      ['rash', ['R AE SH']],
    ]);
  });

  it('writes each word once with every distinct variant, and returns the words nobody can pronounce', () => {
    const { text, missing } = buildDictionary(['the', 'rash', 'metformin', 'the', 'zyx'], [domain, cmu]);
    expect(text).toBe('metformin M EH T F AO R M IH N\nrash R AE SH\nthe DH AH\nthe(2) DH IY\n');
    expect(missing).toEqual(['zyx']);
  });
});
