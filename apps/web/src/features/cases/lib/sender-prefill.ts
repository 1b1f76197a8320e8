import type { AuthUser } from '@/lib/auth/auth-user.ts';
import type { FormValues } from './form-values.ts';
import { wallClock } from '@/lib/time-zone.ts';

/** SPEC §6/§9: the sender department defaults to Pharmacovigilance. */
export const DEFAULT_SENDER_DEPARTMENT = 'Pharmacovigilance';

/** Dates the spec fills with today (SPEC §9 "Date fields default to today"). */
const TODAY_FIELDS = [
  'transmission_date',
  'batch_date_of_message_creation',
  'message_header_date_of_message_creation',
] as const;

const two = (n: number) => String(n).padStart(2, '0');

/** Today in the reader's calendar (the Profile's time zone, or the browser's), as a date input writes it. */
export function localToday(now: Date = new Date()): string {
  const clock = wallClock(now);
  return `${clock.year}-${two(clock.month)}-${two(clock.day)}`;
}

/**
 * 'Ana María López' → given 'Ana María', family 'López'; one word is the given name only. The same split as the
 * server's pre-fill at case creation, so both fill a sender the same way.
 */
function splitName(name: string): { given: string; family: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { given: words[0] ?? '', family: '' };
  return { given: words.slice(0, -1).join(' '), family: words.at(-1) ?? '' };
}

/**
 * The values the form fills in for a case still missing them: the sender block from the signed-in user (SPEC
 * §6) and today's dates. Only empty fields are filled, and only with something to fill them with.
 */
export function senderPrefill(
  values: FormValues,
  user: Pick<AuthUser, 'name' | 'email' | 'org_name'> | null,
  today: string,
): Record<string, string> {
  const { given, family } = splitName(user?.name ?? '');
  const candidates: Record<string, string> = {
    sender_organization: user?.org_name ?? '',
    sender_given_name: given,
    sender_family_name: family,
    sender_email: user?.email ?? '',
    sender_department: DEFAULT_SENDER_DEPARTMENT,
    ...Object.fromEntries(TODAY_FIELDS.map((field) => [field, today])),
  };
  const fill: Record<string, string> = {};
  for (const [field, value] of Object.entries(candidates)) {
    const current = values[field];
    if ((current === '' || current === undefined) && value !== '') fill[field] = value;
  }
  return fill;
}
