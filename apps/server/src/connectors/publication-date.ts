/**
 * When an article was published, at the precision its database gives: the year always, the month and the day when
 * the record has them. Literature lists sort newest first and filter by this date, so an article of June must not
 * be stored as one of 1 January: every article of a year would tie, and a date filter within that year would miss
 * them all.
 */
export interface PublicationDate {
  year: number;
  month: number | null;
  day: number | null;
}

const isWhole = (value: number | null | undefined, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** Days in a month of a year (month 1–12). */
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The date from its parts, or null without a usable year. A month or a day that cannot be (month 0, 31 April) is
 * dropped rather than guessed: the coarser date is still true.
 */
export function publicationDate(
  year: number | null | undefined,
  month?: number | null,
  day?: number | null,
): PublicationDate | null {
  // Four digits only: Date.UTC reads years 0–99 as 1900–1999.
  if (!isWhole(year, 1000, 9999)) return null;
  const knownMonth = isWhole(month, 1, 12) ? month : null;
  const knownDay = knownMonth !== null && isWhole(day, 1, daysIn(year, knownMonth)) ? day : null;
  return { year, month: knownMonth, day: knownDay };
}

/** The first instant the date can mean, in UTC: its day, else the 1st of its month, else 1 January. */
export function firstInstantOf(date: PublicationDate): Date {
  return new Date(Date.UTC(date.year, (date.month ?? 1) - 1, date.day ?? 1));
}
