import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  listApiQuery,
  paramsForTile,
  paramsWithFilters,
  readListFilters,
  selectedTile,
} from './list-params.ts';

const read = (query: string, routeKey?: string) => readListFilters(new URLSearchParams(query), routeKey);

describe('readListFilters (SPEC §2.7 selection in the query string)', () => {
  it('defaults to status pending without AI triage', () => {
    expect(read('')).toMatchObject({ status: 'pending', aiTriage: false, q: '', flags: [], date: '' });
    expect(selectedTile(read(''))).toBe('pending');
  });

  it('reads status and ai_triage', () => {
    expect(read('status=needs_review')).toMatchObject({ status: 'needs_review', aiTriage: false });
    expect(selectedTile(read('ai_triage=true&status=all'))).toBe('triage');
    expect(read('status=bogus').status).toBe('pending');
  });

  it('switches ai_triage on with status all when arriving with asin, username or search_term', () => {
    for (const param of ['asin=B0X', 'username=pharma', 'search_term=aspirin']) {
      expect(read(param)).toMatchObject({ aiTriage: true, status: 'all' });
    }
    expect(read('', 'B0X')).toMatchObject({ aiTriage: true, status: 'all', sourceKey: 'B0X' });
  });

  it('keeps an explicit ai_triage on a sub-list', () => {
    expect(read('asin=B0X&ai_triage=false&status=non_relevant')).toMatchObject({
      aiTriage: false,
      status: 'non_relevant',
      sourceKey: 'B0X',
    });
  });

  it('reads text, flags and the date filter, dropping unknown flags and malformed dates', () => {
    expect(read('q=rash&flags=adr,zzz,mi&date_mode=before&date=2026-01-31')).toMatchObject({
      q: 'rash',
      flags: ['adr', 'mi'],
      dateMode: 'before',
      date: '2026-01-31',
    });
    expect(read('date=31/01/2026').date).toBe('');
  });
});

describe('writing the query string', () => {
  it('a tile click writes status and an explicit ai_triage, keeping the filters', () => {
    const next = paramsForTile(new URLSearchParams('q=rash&asin=B0X'), 'non_relevant');
    expect(next.toString()).toBe('q=rash&asin=B0X&ai_triage=false&status=non_relevant');
    expect(readListFilters(next)).toMatchObject({ status: 'non_relevant', aiTriage: false });
    const triage = paramsForTile(next, 'triage');
    expect(selectedTile(readListFilters(triage))).toBe('triage');
  });

  it('a filter change removes empty values from the URL', () => {
    const next = paramsWithFilters(new URLSearchParams('status=all&q=x&flags=adr'), { q: ' ', flags: [] });
    expect(next.toString()).toBe('status=all');
  });
});

describe('listApiQuery', () => {
  const filters = read('status=needs_review&q=rash&flags=adr,pqc&date_mode=after&date=2026-02-01');

  it('sends status, text, flags and date; AI triage replaces the status', () => {
    expect(listApiQuery(filters, { dateFilter: true }).toString()).toBe(
      'status=needs_review&q=rash&flags=adr%2Cpqc&date_mode=after&date=2026-02-01',
    );
    expect(listApiQuery({ ...filters, aiTriage: true }, { dateFilter: true }).get('ai_triage')).toBe('true');
    expect(listApiQuery({ ...filters, aiTriage: true }, { dateFilter: true }).has('status')).toBe(false);
  });

  it('leaves the date out where the source does not apply it, and the status out of counts', () => {
    expect(listApiQuery(filters, { dateFilter: false }).has('date')).toBe(false);
    expect(listApiQuery(filters, { dateFilter: true, forCounts: true }).has('status')).toBe(false);
    expect(activeFilterCount(filters, true)).toBe(3);
    expect(activeFilterCount(filters, false)).toBe(2);
  });
});

describe('literature databases (the source checkbox group)', () => {
  it('reads known databases once, in a fixed order, and ignores the rest', () => {
    expect(read('databases=ibecs,zzz,pubmed,ibecs').databases).toEqual(['pubmed', 'ibecs']);
    expect(read('').databases).toEqual([]);
  });

  it('writes, sends, counts and clears them', () => {
    const next = paramsWithFilters(new URLSearchParams('status=all'), { databases: ['ibecs'] });
    expect(next.get('databases')).toBe('ibecs');
    const filters = readListFilters(next);
    expect(listApiQuery(filters, { dateFilter: true }).get('databases')).toBe('ibecs');
    expect(listApiQuery(filters, { dateFilter: true, forCounts: true }).get('databases')).toBe('ibecs');
    expect(activeFilterCount(filters, true)).toBe(1);
    expect(paramsWithFilters(next, { databases: [] }).has('databases')).toBe(false);
  });
});
