import { describe, expect, it } from 'vitest';
import { asArray, asObject } from './read-json.ts';

describe('asObject', () => {
  it('keeps an object and reads anything else as an empty one', () => {
    expect(asObject({ id: 'a' })).toEqual({ id: 'a' });
    for (const other of [null, undefined, 'text', 3, ['a']]) expect(asObject(other)).toEqual({});
  });
});

describe('asArray', () => {
  it('keeps a list and reads anything else as an empty one', () => {
    expect(asArray(['a', 1])).toEqual(['a', 1]);
    for (const other of [null, undefined, 'text', 3, { 0: 'a' }]) expect(asArray(other)).toEqual([]);
  });
});
