/**
 * Ratings and dates as Amazon stores print them, in Spanish and English: "4,0 de 5 estrellas", "4.0 out of 5
 * stars", "Revisado en España el 3 de marzo de 2024", "Reviewed in the United States on March 3, 2024".
 */

/** The star rating, 1 to 5; null when there is none or it is outside the scale. */
export function parseRating(value: unknown): number | null {
  let rating: number | null = null;
  if (typeof value === 'number') rating = value;
  if (typeof value === 'string') {
    // The first number is the rating ("4,5 de 5 estrellas"); a decimal comma is the Spanish store's.
    const found = /\d+(?:[.,]\d+)?/.exec(value)?.[0];
    rating = found ? Number(found.replace(',', '.')) : null;
  }
  return rating !== null && Number.isFinite(rating) && rating >= 1 && rating <= 5 ? rating : null;
}

const MONTHS: Record<string, number> = {
  enero: 1,
  febrero: 2,
  marzo: 3,
  abril: 4,
  mayo: 5,
  junio: 6,
  julio: 7,
  agosto: 8,
  septiembre: 9,
  setiembre: 9,
  octubre: 10,
  noviembre: 11,
  diciembre: 12,
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
};

function isoDate(year: number, month: number | undefined, day: number): string | null {
  if (!month) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls "31 February" over into March: such a date was misread, not a real one.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A review date as YYYY-MM-DD: from an ISO date or date-time, an epoch in seconds or milliseconds, or the store's
 * sentence in Spanish ("3 de marzo de 2024") or English ("March 3, 2024", "3 March 2024"). Null when unreadable.
 */
export function parseReviewDate(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
    const date = new Date(value < 1e12 ? value * 1000 : value);
    return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
  }
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const spanish = /(\d{1,2}) de ([a-záéíóú]+) de (\d{4})/.exec(text);
  if (spanish) return isoDate(Number(spanish[3]), MONTHS[spanish[2] ?? ''], Number(spanish[1]));
  const monthFirst = /([a-z]+) (\d{1,2}), (\d{4})/.exec(text);
  if (monthFirst) return isoDate(Number(monthFirst[3]), MONTHS[monthFirst[1] ?? ''], Number(monthFirst[2]));
  const dayFirst = /(\d{1,2}) ([a-z]+) (\d{4})/.exec(text);
  if (dayFirst) return isoDate(Number(dayFirst[3]), MONTHS[dayFirst[2] ?? ''], Number(dayFirst[1]));
  return null;
}

/** A moment as ISO 8601 date-time (comments): an ISO string or an epoch in seconds or milliseconds. */
export function parseMoment(value: unknown): string | null {
  let date: Date | null = null;
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
    date = new Date(value < 1e12 ? value * 1000 : value);
  } else if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value.trim())) {
    date = new Date(value.trim());
  }
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}
