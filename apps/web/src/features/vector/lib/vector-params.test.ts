import { describe, expect, it } from 'vitest';
import { apiQueryOf, hasVectorFilters, readVectorParams, writeVectorParams } from './vector-params.ts';

describe('the vector search in the URL', () => {
  it('reads back what it wrote, leaving defaults and empty values out', () => {
    const params = readVectorParams(
      new URLSearchParams(
        'q=dolor+de+cabeza&kind=items&source=email&flag=adr&status=pending&from=2026-01-01',
      ),
    );
    expect(params).toEqual({
      q: 'dolor de cabeza',
      kind: 'items',
      source: 'email',
      flag: 'adr',
      status: 'pending',
      from: '2026-01-01',
      to: undefined,
    });
    expect(writeVectorParams(params).toString()).toBe(
      'q=dolor+de+cabeza&kind=items&source=email&flag=adr&status=pending&from=2026-01-01',
    );
    expect(writeVectorParams({ ...params, kind: 'all', source: undefined }).toString()).toBe(
      'q=dolor+de+cabeza&flag=adr&status=pending&from=2026-01-01',
    );
  });

  it('ignores values it does not know instead of sending them', () => {
    const params = readVectorParams(
      new URLSearchParams('q=x&kind=everything&flag=zz&status=done&from=yesterday'),
    );
    expect(params).toMatchObject({ kind: 'all', flag: undefined, status: undefined, from: undefined });
    expect(hasVectorFilters(params)).toBe(false);
  });

  it('sends the page’s one flag as the API’s list', () => {
    const params = readVectorParams(new URLSearchParams('q=+rash+&flag=pqc'));
    expect(apiQueryOf(params)).toMatchObject({ q: 'rash', flags: 'pqc', kind: 'all' });
  });
});
