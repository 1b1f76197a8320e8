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
    const id = position.id;
    const forgedContents = [
      'yesterday|x',
      `2024-05-01T10:00:00.000Z|a\u0000b`, // PostgreSQL text holds no NUL
      `-271821-04-20T00:00:00.000Z|${id}`, // JavaScript dates reach past PostgreSQL's timestamps
      `+275760-09-13T00:00:00.000Z|${id}`,
    ].map((content) => Buffer.from(content).toString('base64url'));
    for (const forged of ['', 'bm90LWEtY3Vyc29y', ...forgedContents]) {
      expect(() => decodeListCursor(forged)).toThrow('This list position is not valid: load the list again');
    }
  });

  it('point past a full page, and nowhere after the last one', () => {
    expect(nextCursorOf([position, position], 2)).toBe(encodeListCursor(position));
    expect(nextCursorOf([position], 2)).toBeNull();
    expect(nextCursorOf([], 2)).toBeNull();
  });
});
