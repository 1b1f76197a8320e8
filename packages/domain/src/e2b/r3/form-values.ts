import { isRealCalendarDate } from '../dates.ts';

/**
 * Turning message values into case form values: the form stores ISO dates, numbers as decimal text and codes
 * from its own lists; anything that does not fit is left unset rather than guessed.
 */
export type FormValue = string | boolean | null;

/** CCYYMMDD… (any time and zone after the day is dropped) → YYYY-MM-DD; partial dates are not carried. */
export function formDate(value: string | undefined): string | null {
  const match = value === undefined ? null : /^(\d{4})(\d{2})(\d{2})/.exec(value);
  if (match === null) return null;
  const [, year = '', month = '', day = ''] = match;
  return isRealCalendarDate(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : null;
}

export function formNumber(value: string | undefined): string | null {
  if (value === undefined || !/^-?\d+(?:\.\d+)?$/.test(value.trim())) return null;
  return String(Number(value));
}

export function formCode(value: string | undefined, codes: readonly string[]): string | null {
  return value !== undefined && codes.includes(value) ? value : null;
}

export function formText(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? null : trimmed;
}

/** Several values of one field (ingredients, indications…) kept together in the form's single text field. */
export function joined(values: (string | undefined)[], separator = '; '): string | null {
  const present = values.map(formText).filter((value): value is string => value !== null);
  return present.length === 0 ? null : present.join(separator);
}
