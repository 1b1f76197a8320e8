import { describe, expect, it } from 'vitest';
import { parseMoment, parseRating, parseReviewDate } from './review-text.ts';

describe('parseRating', () => {
  it('reads numbers and the stores’ sentences in Spanish and English', () => {
    expect(parseRating(4)).toBe(4);
    expect(parseRating('4,0 de 5 estrellas')).toBe(4);
    expect(parseRating('4,5 de 5 estrellas')).toBe(4.5);
    expect(parseRating('3.0 out of 5 stars')).toBe(3);
    expect(parseRating('5.0')).toBe(5);
  });

  it('gives null for no rating or one outside 1–5', () => {
    for (const value of [null, undefined, '', 'sin valoración', 0, 7, '12 de 5', Number.NaN, true]) {
      expect(parseRating(value)).toBeNull();
    }
  });
});

describe('parseReviewDate', () => {
  it('reads ISO dates, epochs and the stores’ sentences', () => {
    expect(parseReviewDate('2024-03-03')).toBe('2024-03-03');
    expect(parseReviewDate('2024-03-03T10:00:00.000Z')).toBe('2024-03-03');
    expect(parseReviewDate('Revisado en España el 3 de marzo de 2024')).toBe('2024-03-03');
    expect(parseReviewDate('Revisado en España el 28 de Septiembre de 2023')).toBe('2023-09-28');
    expect(parseReviewDate('Reviewed in the United States on December 9, 2025')).toBe('2025-12-09');
    expect(parseReviewDate('Reviewed in the United Kingdom on 5 April 2024')).toBe('2024-04-05');
    expect(parseReviewDate(1685382452)).toBe('2023-05-29');
    expect(parseReviewDate(1685382452000)).toBe('2023-05-29');
  });

  it('gives null when there is no date or it is not a real one', () => {
    for (const value of [
      null,
      '',
      'ayer',
      'Revisado en España el 31 de febrero de 2024',
      '2024-13-01',
      'on Smarch 3, 2024',
    ]) {
      expect(parseReviewDate(value)).toBeNull();
    }
  });
});

describe('parseMoment', () => {
  it('reads ISO date-times and epochs as ISO 8601, and nothing else', () => {
    expect(parseMoment('2024-06-14T10:12:40.000Z')).toBe('2024-06-14T10:12:40.000Z');
    expect(parseMoment(1685382452)).toBe('2023-05-29T17:47:32.000Z');
    expect(parseMoment('hace 3 días')).toBeNull();
    expect(parseMoment(null)).toBeNull();
  });
});
