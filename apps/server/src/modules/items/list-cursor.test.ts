import { describe, expect, it } from 'vitest';
import { decodeListCursor, encodeListCursor, nextCursorOf } from './list-cursor.ts';

describe('list cursors', () => {
  const position = {
    publishedAt: new Date('2024-05-01T10:00:00.123Z'),
    id: 'c0ffee00-0000-4000-8000-000000000001',
  };

  it('round-trip a position through an opaque, URL-safe text', () => {
    const cursor = encodeListCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeListCursor(cursor)).toEqual(position);
  });

  it('refuse a cursor this server did not write', () => {
    for (const forged of ['', 'bm90LWEtY3Vyc29y', Buffer.from('yesterday|x').toString('base64url')]) {
      expect(() => decodeListCursor(forged)).toThrow('This list position is not valid: load the list again');
    }
  });

  it('point past a full page, and nowhere after the last one', () => {
    expect(nextCursorOf([position, position], 2)).toBe(encodeListCursor(position));
    expect(nextCursorOf([position], 2)).toBeNull();
    expect(nextCursorOf([], 2)).toBeNull();
  });
});
