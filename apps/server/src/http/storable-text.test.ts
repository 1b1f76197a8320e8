import { describe, expect, it } from 'vitest';
import { holdsUnstorableText, isStorableText, refuseUnstorablePart } from './storable-text.ts';

describe('text the database can hold', () => {
  it('refuses NUL and either half of a surrogate pair alone, and keeps whole pairs', () => {
    expect(isStorableText('Ana 😀 ‮ ​ é')).toBe(true);
    for (const text of ['a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800', '😀\ud83d']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('looks into arrays, nested objects and keys, not into numbers or booleans', () => {
    expect(holdsUnstorableText({ a: [{ b: 'ok' }], c: 1, d: true, e: null })).toBe(false);
    expect(holdsUnstorableText({ a: [{ b: 'o\u0000k' }] })).toBe(true);
    expect(holdsUnstorableText({ ['k\ud800']: 1 })).toBe(true);
  });

  it('refuses a multipart part by its file name or field value and drains its file first', () => {
    let drained = false;
    const file = { resume: () => (drained = true) };
    expect(() => refuseUnstorablePart({ fieldname: 'email', filename: 'a.eml', file })).not.toThrow();
    expect(() => refuseUnstorablePart({ fieldname: 'email', filename: 'a\u0000b.eml', file })).toThrow(
      /NUL characters/,
    );
    expect(drained).toBe(true);
    expect(() => refuseUnstorablePart({ fieldname: 'version', value: '27.0\u0000' })).toThrow();
    const fields = { note: { type: 'field', value: '\ud800' } };
    expect(() => refuseUnstorablePart({ fieldname: 'email', filename: 'a.eml', fields })).toThrow();
  });
});
