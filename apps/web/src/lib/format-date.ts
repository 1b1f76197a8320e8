import { chosenTimeZone } from './time-zone.ts';

/**
 * Dates and times in the reader's locale and time zone (list rows, detail headers, platform details). A formatter is built once
 * per language and style: Date#toLocaleString builds a new Intl.DateTimeFormat on every call, which made each list
 * row cost about a millisecond per render while scrolling.
 */
const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const timeZone = chosenTimeZone();
  const key = `${language}|${options === DATE ? 'date' : 'date-time'}|${timeZone ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(language, { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

function format(iso: string, language: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter(language, options).format(date);
}

export function formatDate(iso: string, language: string): string {
  return format(iso, language, DATE);
}

export function formatDateTime(iso: string, language: string): string {
  return format(iso, language, DATE_TIME);
}
