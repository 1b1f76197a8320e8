import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date.ts';

const iso = '2026-03-04T10:15:00.000Z';

describe('formatDate and formatDateTime', () => {
  it('write what Date#toLocale…String writes, in each language', () => {
    for (const language of ['en', 'es']) {
      expect(formatDate(iso, language)).toBe(
        new Date(iso).toLocaleDateString(language, { dateStyle: 'medium' }),
      );
      expect(formatDateTime(iso, language)).toBe(
        new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' }),
      );
    }
  });

  it('leave a value that is not a date as it is', () => {
    expect(formatDate('not a date', 'en')).toBe('not a date');
    expect(formatDateTime('', 'es')).toBe('');
  });
});
