import { wallClock } from '@/lib/time-zone.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** Last Edited as day/month hour:minute, 24-hour, in the reader's time zone (SPEC §2.9, §9): '22/11 14:05'. */
export function formatLastEdited(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const clock = wallClock(date);
  return `${pad(clock.day)}/${pad(clock.month)} ${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** A due date is a calendar day (YYYY-MM-DD, UTC); shown in the reader's language without shifting the day. */
export function formatDueDate(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString(language, { dateStyle: 'medium', timeZone: 'UTC' });
}
