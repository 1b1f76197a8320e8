import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date.ts';
import { usePreferences } from './preferences-store.ts';
import { isKnownTimeZone, knownTimeZones, wallClock } from './time-zone.ts';

afterEach(() => usePreferences.getState().setTimeZone(null));

const instant = '2026-03-01T23:30:00.000Z';

describe('the time zone dates are shown in (Profile)', () => {
  it('reads a wall clock in any IANA zone, across the date line', () => {
    expect(wallClock(new Date(instant), 'Asia/Tokyo')).toEqual({
      year: 2026,
      month: 3,
      day: 2,
      hour: 8,
      minute: 30,
    });
    expect(wallClock(new Date(instant), 'America/New_York')).toMatchObject({ day: 1, hour: 18 });
  });

  it('moves list and detail dates to the chosen zone', () => {
    usePreferences.getState().setTimeZone('Asia/Tokyo');
    expect(wallClock(new Date(instant))).toMatchObject({ day: 2, hour: 8 });
    expect(formatDateTime(instant, 'en')).toContain('8:30');
    usePreferences.getState().setTimeZone('America/New_York');
    expect(formatDateTime(instant, 'en')).toContain('6:30');
  });

  it('knows real zones and refuses made-up ones', () => {
    expect(isKnownTimeZone('Europe/Madrid')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(knownTimeZones()).toContain(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
