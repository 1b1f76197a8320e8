import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { jsonDocument } from './json-document.ts';

const parameterOf = (rows: object[]) => new PgDialect().sqlToQuery(jsonDocument(rows)).params[0] as string;

describe('jsonDocument', () => {
  it('passes rows as one jsonb parameter', () => {
    const query = new PgDialect().sqlToQuery(
      jsonDocument([
        { id: 'a', n: 1 },
        { id: 'b', data: { x: null } },
      ]),
    );
    expect(query.sql).toBe('$1::jsonb');
    expect(JSON.parse(query.params[0] as string)).toEqual([
      { id: 'a', n: 1 },
      { id: 'b', data: { x: null } },
    ]);
  });

  it('replaces a lone surrogate, in any string however deep, and keeps whole pairs', () => {
    const cut = '\u{1F600}'.slice(0, 1);
    const parsed: unknown = JSON.parse(
      parameterOf([{ text: `rash ${cut}`, data: { deep: [`\uDE00 x`] }, ok: '\u{1F600}' }]),
    );
    expect(parsed).toEqual([{ text: 'rash \uFFFD', data: { deep: ['\uFFFD x'] }, ok: '\u{1F600}' }]);
  });
});
