/**
 * Dates in E2B(R2) are digits only: CCYYMMDD (format code 102) for report dates and CCYYMMDDHHMMSS (204) for
 * the message date. The case form stores ISO dates (2024-03-01) or timestamps; both are accepted here.
 */
const DATE_INPUT = /^(\d{4})-?(\d{2})-?(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?.*)?$/;

export function isRealCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

interface DateParts {
  date: string;
  time?: string;
}

function parseDateInput(input: string): DateParts | undefined {
  const match = DATE_INPUT.exec(input.trim());
  if (match === null) return undefined;
  const [, year = '', month = '', day = '', hour, minute, second] = match;
  if (!isRealCalendarDate(Number(year), Number(month), Number(day))) return undefined;
  const time = hour === undefined ? undefined : `${hour}${minute ?? '00'}${second ?? '00'}`;
  return { date: `${year}${month}${day}`, time };
}

export function isE2bDateInput(input: string): boolean {
  return parseDateInput(input) !== undefined;
}

/** YYYYMMDD, or undefined when the input is empty or not a date. */
export function toE2bDate(input: string | undefined): string | undefined {
  return input === undefined ? undefined : parseDateInput(input)?.date;
}

/** CCYYMMDDHHMMSS of a Date in UTC. */
export function toE2bTimestamp(moment: Date): string {
  return moment.toISOString().replace(/\D/g, '').slice(0, 14);
}

/** CCYYMMDDHHMMSS from a stored date or timestamp (time 000000 when only a day is known). */
export function toE2bMessageDate(input: string | undefined, fallback: Date): string {
  const parts = input === undefined ? undefined : parseDateInput(input);
  if (parts === undefined) return toE2bTimestamp(fallback);
  return `${parts.date}${parts.time ?? '000000'}`;
}
