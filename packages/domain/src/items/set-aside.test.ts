import { describe, expect, it } from 'vitest';
import { splitBySetAside } from './set-aside.ts';

describe('splitBySetAside', () => {
  it('cuts the text into read and set-aside pieces, in order, whatever the order of the parts', () => {
    expect(
      splitBySetAside('Report. Footer one. Middle. Footer two.', [
        { start: 28, end: 39 },
        { start: 8, end: 19 },
      ]),
    ).toEqual([
      { text: 'Report. ', setAside: false },
      { text: 'Footer one.', setAside: true },
      { text: ' Middle. ', setAside: false },
      { text: 'Footer two.', setAside: true },
    ]);
  });

  it('ignores parts outside the text or overlapping an earlier one', () => {
    expect(
      splitBySetAside('abc', [
        { start: 1, end: 99 },
        { start: 2, end: 3 },
        { start: 5, end: 9 },
      ]),
    ).toEqual([
      { text: 'a', setAside: false },
      { text: 'bc', setAside: true },
    ]);
    expect(splitBySetAside('abc', [])).toEqual([{ text: 'abc', setAside: false }]);
  });
});
