import { afterEach, describe, expect, it } from 'vitest';
import { usePreferences } from '@/lib/preferences-store.ts';
import { formatHistoryTimestamp, historyBadgeVariant, historyStatusLabel } from './history-format.ts';

afterEach(() => usePreferences.getState().setTimeZone(null));

describe('history formatting (SPEC §3, §4.2, §9)', () => {
  it('writes MM/DD/YYYY HH:mm in 24-hour time, in local time', () => {
    const local = new Date(2026, 0, 5, 17, 7).toISOString();
    expect(formatHistoryTimestamp(local)).toBe('01/05/2026 17:07');
    expect(formatHistoryTimestamp(new Date(2026, 11, 31, 0, 0).toISOString())).toBe('12/31/2026 00:00');
  });

  it('writes it in the time zone chosen in Profile, when there is one', () => {
    usePreferences.getState().setTimeZone('Asia/Tokyo');
    expect(formatHistoryTimestamp('2026-03-01T23:30:00.000Z')).toBe('03/02/2026 08:30');
    usePreferences.getState().setTimeZone('America/New_York');
    expect(formatHistoryTimestamp('2026-03-01T23:30:00.000Z')).toBe('03/01/2026 18:30');
  });

  it('leaves an unreadable timestamp as it came', () => {
    expect(formatHistoryTimestamp('yesterday')).toBe('yesterday');
  });

  it('uses destructive for 2, secondary for 3 and outline otherwise', () => {
    expect(historyBadgeVariant(2)).toBe('destructive');
    expect(historyBadgeVariant(3)).toBe('secondary');
    expect(historyBadgeVariant(1)).toBe('outline');
    expect(historyBadgeVariant(9)).toBe('outline');
  });

  it("names an unknown status 'Unknown'", () => {
    expect(historyStatusLabel(2)).toBe('status.needsReview');
    expect(historyStatusLabel(3)).toBe('status.nonRelevant');
    expect(historyStatusLabel(7)).toBe('status.unknown');
  });
});
