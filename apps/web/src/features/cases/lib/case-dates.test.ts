import { describe, expect, it } from 'vitest';
import { formatDueDate, formatLastEdited } from './case-dates.ts';

describe('case dates', () => {
  it('shows Last Edited as day/month hour:minute, 24-hour, in local time (SPEC §2.9)', () => {
    expect(formatLastEdited(new Date(2025, 10, 22, 14, 5).toISOString())).toBe('22/11 14:05');
    expect(formatLastEdited(new Date(2026, 0, 3, 9, 7).toISOString())).toBe('03/01 09:07');
    expect(formatLastEdited('not a date')).toBe('not a date');
  });

  it('shows a due day without shifting it by the time zone', () => {
    expect(formatDueDate('2026-03-16', 'en')).toBe('Mar 16, 2026');
    expect(formatDueDate('2026-03-16', 'es')).toBe('16 mar 2026');
  });
});
