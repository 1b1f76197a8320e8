import { describe, expect, it } from 'vitest';
import { SERIOUSNESS_FIELDS } from './case-fields.ts';
import { caseDueDate, isCaseOverdue, isSeriousCase } from './regulatory-clock.ts';

describe('regulatory clock', () => {
  it('is serious when any of the six seriousness flags is set', () => {
    expect(isSeriousCase({})).toBe(false);
    expect(isSeriousCase({ death: false, hospitalization: null })).toBe(false);
    for (const field of SERIOUSNESS_FIELDS) expect(isSeriousCase({ [field]: true })).toBe(true);
    expect(isSeriousCase({ death: 'true' })).toBe(false); // stored flags are booleans
  });

  it('is due 15 calendar days after day 0 when serious, 90 otherwise (UTC day)', () => {
    const dayZero = new Date('2025-01-10T23:30:00Z');
    expect(caseDueDate(dayZero, true)).toBe('2025-01-25');
    expect(caseDueDate(dayZero, false)).toBe('2025-04-10');
    expect(caseDueDate(new Date('2024-02-14T00:00:00Z'), true)).toBe('2024-02-29');
    // Calendar days in UTC, whatever daylight saving does locally.
    expect(caseDueDate(new Date('2024-03-20T00:00:00Z'), true)).toBe('2024-04-04');
  });

  it('is overdue only after the due day has passed and while the case is open', () => {
    const due = '2025-01-25';
    expect(isCaseOverdue(due, false, new Date('2025-01-25T23:59:59Z'))).toBe(false);
    expect(isCaseOverdue(due, false, new Date('2025-01-26T00:00:00Z'))).toBe(true);
    expect(isCaseOverdue(due, true, new Date('2026-01-01T00:00:00Z'))).toBe(false);
  });
});
