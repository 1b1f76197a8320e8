import { usePreferences } from './preferences-store.ts';

/** The time zone dates are shown in: the one chosen in Profile, else the browser's (undefined for Intl). */
export function chosenTimeZone(): string | undefined {
  return usePreferences.getState().timeZone ?? undefined;
}

/** Whether the browser knows `zone` as an IANA time zone. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The time zones the browser knows, for the Profile's choice (older browsers: the current one only). */
export function knownTimeZones(): string[] {
  const current = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return listed.includes(current) ? listed : [current, ...listed];
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

function clockFormatter(zone: string | undefined): Intl.DateTimeFormat {
  const key = zone ?? '';
  let found = clocks.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    clocks.set(key, found);
  }
  return found;
}

/** What a wall clock in the chosen time zone showed at `date`: the pieces the spec's fixed date formats are made of. */
export function wallClock(date: Date, zone: string | undefined = chosenTimeZone()): WallClock {
  const parts = Object.fromEntries(
    clockFormatter(zone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}
