import { describe, expect, it } from 'vitest';
import { firstInstantOf, publicationDate } from './publication-date.ts';

describe('publicationDate', () => {
  it('keeps the year, month and day it is given', () => {
    expect(publicationDate(2024, 7, 15)).toEqual({ year: 2024, month: 7, day: 15 });
    expect(publicationDate(2024, 6)).toEqual({ year: 2024, month: 6, day: null });
    expect(publicationDate(2024)).toEqual({ year: 2024, month: null, day: null });
  });

  it('drops a month or day that cannot be, keeping the coarser date', () => {
    expect(publicationDate(2024, 0, 5)).toEqual({ year: 2024, month: null, day: null });
    expect(publicationDate(2024, 13)).toEqual({ year: 2024, month: null, day: null });
    expect(publicationDate(2023, 2, 29)).toEqual({ year: 2023, month: 2, day: null });
    expect(publicationDate(2024, 2, 29)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(publicationDate(2024, 4, 31)).toEqual({ year: 2024, month: 4, day: null });
  });

  it('is null without a four-digit year', () => {
    expect(publicationDate(null)).toBeNull();
    expect(publicationDate(99, 1, 1)).toBeNull();
    expect(publicationDate(Number.NaN)).toBeNull();
  });
});

describe('firstInstantOf', () => {
  it('is the day, else the 1st of the month, else 1 January, in UTC', () => {
    expect(firstInstantOf({ year: 2024, month: 7, day: 15 })).toEqual(new Date('2024-07-15T00:00:00Z'));
    expect(firstInstantOf({ year: 2024, month: 6, day: null })).toEqual(new Date('2024-06-01T00:00:00Z'));
    expect(firstInstantOf({ year: 2024, month: null, day: null })).toEqual(new Date('2024-01-01T00:00:00Z'));
  });
});
