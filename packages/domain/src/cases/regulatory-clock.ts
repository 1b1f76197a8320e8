import { SERIOUSNESS_FIELDS, type CaseFieldValue } from './case-fields.ts';

/** Reporting deadlines for individual cases (EU GVP Module VI): serious in 15 calendar days, others in 90. */
export const SERIOUS_CASE_DUE_DAYS = 15;
export const NON_SERIOUS_CASE_DUE_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

export function isSeriousCase(form: Readonly<Record<string, CaseFieldValue | undefined>>): boolean {
  return SERIOUSNESS_FIELDS.some((field) => form[field] === true);
}

/** The due date (YYYY-MM-DD, UTC) of a case whose clock started at day 0. */
export function caseDueDate(dayZero: Date, serious: boolean): string {
  const days = serious ? SERIOUS_CASE_DUE_DAYS : NON_SERIOUS_CASE_DUE_DAYS;
  return new Date(dayZero.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Overdue once the due day has fully passed (UTC) and the case is not closed. */
export function isCaseOverdue(dueDate: string, closed: boolean, now: Date = new Date()): boolean {
  if (closed) return false;
  return now.toISOString().slice(0, 10) > dueDate;
}
