import { isCalendarDate, normaliseProductText } from '@vigila/domain';
import { wallClock } from '@/lib/time-zone.ts';

/** The PSUR form as kept in the page's address: product, interval start and data lock point (YYYY-MM-DD). */
export interface PsurSearch {
  product: string;
  from: string;
  to: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Today in the reader's time zone, as YYYY-MM-DD. */
export function todayInZone(now: Date = new Date(), zone?: string): string {
  const clock = wallClock(now, zone);
  return `${String(clock.year)}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** The day after the same date a year before `day` (a one-year interval ending on `day`). */
export function oneYearBefore(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The form from the address; a missing or bad date falls back to a year up to today. */
export function readPsurSearch(params: URLSearchParams, today: string): PsurSearch {
  const to = params.get('to') ?? '';
  const dlp = isCalendarDate(to) ? to : today;
  const from = params.get('from') ?? '';
  return {
    product: params.get('product') ?? '',
    from: isCalendarDate(from) ? from : oneYearBefore(dlp),
    to: dlp,
  };
}

/** Whether the form names a product and an interval in order: only then are the tables asked for. */
export function isCompleteSearch(search: PsurSearch): boolean {
  return normaliseProductText(search.product).length >= 2 && search.from <= search.to;
}

/** The form as query parameters (the page's address, the API's query). */
export function psurParams(search: PsurSearch, extra: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({ product: search.product.trim(), from: search.from, to: search.to, ...extra });
}
