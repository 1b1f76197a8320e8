import { describe, expect, it } from 'vitest';
import { isCompleteSearch, oneYearBefore, psurParams, readPsurSearch, todayInZone } from './psur-search.ts';

describe('the PSUR form in the address', () => {
  it('reads the product and dates, and falls back to the year up to today', () => {
    expect(
      readPsurSearch(new URLSearchParams('product=Aspirin&from=2026-01-01&to=2026-06-30'), '2026-11-26'),
    ).toEqual({
      product: 'Aspirin',
      from: '2026-01-01',
      to: '2026-06-30',
    });
    expect(readPsurSearch(new URLSearchParams('to=2026-02-30'), '2026-11-26')).toEqual({
      product: '',
      from: '2025-11-27',
      to: '2026-11-26',
    });
  });

  it('counts a leap day and the day in the reader’s zone', () => {
    expect(oneYearBefore('2025-02-28')).toBe('2024-02-29');
    expect(todayInZone(new Date('2026-11-26T23:30:00Z'), 'Europe/Madrid')).toBe('2026-11-27');
    expect(todayInZone(new Date('2026-11-26T23:30:00Z'), 'America/New_York')).toBe('2026-11-26');
  });

  it('asks for tables only with a product and an interval in order', () => {
    expect(isCompleteSearch({ product: 'as', from: '2026-01-01', to: '2026-01-01' })).toBe(true);
    expect(isCompleteSearch({ product: ' !a', from: '2026-01-01', to: '2026-02-01' })).toBe(false);
    expect(isCompleteSearch({ product: 'aspirin', from: '2026-03-01', to: '2026-02-01' })).toBe(false);
    expect(
      psurParams(
        { product: ' aspirin ', from: '2026-01-01', to: '2026-02-01' },
        { table: 'outcome' },
      ).toString(),
    ).toBe('product=aspirin&from=2026-01-01&to=2026-02-01&table=outcome');
  });
});
