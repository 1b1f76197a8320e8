import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../calendar-date.ts';
import { normaliseProductText, psurFileName } from './psur-names.ts';
import { psurQuerySchema } from './psur-shapes.ts';

describe('PSUR shapes', () => {
  it('normalises a product as the server matches it: case, accents and punctuation', () => {
    expect(normaliseProductText('  Ácido Acetil-salicílico 500mg ')).toBe('acido acetil salicilico 500mg');
    expect(normaliseProductText('!!')).toBe('');
  });

  it('accepts only calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('26-02-01')).toBe(false);
    expect(isCalendarDate('0000-01-01')).toBe(false); // no year 0 in PostgreSQL
    expect(isCalendarDate('0001-01-01')).toBe(true);
  });

  it('refuses an interval starting after its data lock point', () => {
    const result = psurQuerySchema.safeParse({ product: 'aspirin', from: '2026-07-01', to: '2026-06-30' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'The interval start must be on or before the data lock point',
    );
    expect(
      psurQuerySchema.safeParse({ product: 'aspirin', from: '2026-06-30', to: '2026-06-30' }).success,
    ).toBe(true);
  });

  it('names the CSV after the table, the product and the data lock point', () => {
    expect(psurFileName('line-listing', 'Ácido / Aspirin®', '2026-06-30')).toBe(
      'psur-line-listing-acido-aspirin-2026-06-30.csv',
    );
    expect(psurFileName('reactions', '***', '2026-06-30')).toBe('psur-reactions-product-2026-06-30.csv');
  });
});
