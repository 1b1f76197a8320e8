import { describe, expect, it } from 'vitest';
import { extractFeatures } from './features.ts';

describe('extractFeatures', () => {
  it('folds accents and case, reads numbers by their length and keeps emoji as words', () => {
    const { keys } = extractFeatures('Náuseas con 850 mg 🤢', 'instagram', 'es');
    expect(keys).toEqual(
      expect.arrayContaining(['w:nauseas', 'w:#3', 'w:mg', 'w:🤢', 'b:con #3', 'c: na', 'c:seas ']),
    );
    expect(keys).toEqual(expect.arrayContaining(['ch:instagram', 'lang:es']));
    expect(keys).not.toContain('p:?');
  });

  it('marks a question and blanks speech hesitations', () => {
    const { keys } = extractFeatures('Caller: um, is it, uh, normal?', 'recording', 'en');
    expect(keys).toContain('p:?');
    expect(keys).not.toContain('w:um');
    expect(keys).toContain('b:it normal');
  });

  it('lists each feature once and ties it to the word it came from, with offsets into the original text', () => {
    const text = 'Rash, rash everywhere';
    const features = extractFeatures(text, 'email', 'en');
    expect(features.keys.filter((key) => key === 'w:rash')).toHaveLength(1);
    const word = features.words[features.keys.indexOf('w:everywhere')] ?? -1;
    const span = features.spans[word];
    expect(span && text.slice(span.start, span.end)).toBe('everywhere');
  });
});
