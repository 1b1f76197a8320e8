import { describe, expect, it } from 'vitest';
import { phraseSet } from './phrase-set.ts';

describe('phraseSet', () => {
  const set = phraseSet([['dolor', 'Pain'], ['dolor(?:es)? de cabeza', 'Headache'], 'rash(?:es)?']);

  it('labels hits with the entry, even when entries have groups of their own', () => {
    const grouped = phraseSet([
      ['(a)(b)?c', 'First'],
      ['x(y)', 'Second'],
    ]);
    expect(grouped.find('ac xy').map((hit) => hit.label)).toEqual(['First', 'Second']);
  });

  it('prefers the longer phrase at a position and labels hits', () => {
    expect(set.find('tengo dolores de cabeza y dolor')).toEqual([
      { start: 6, end: 23, label: 'Headache', text: 'dolores de cabeza' },
      { start: 26, end: 31, label: 'Pain', text: 'dolor' },
    ]);
  });

  it('matches whole words only and uses the text as label when there is none', () => {
    expect(set.find('crashes; rashes')).toEqual([{ start: 9, end: 15, label: 'rashes', text: 'rashes' }]);
    expect(set.find('no match here')).toEqual([]);
  });
});
