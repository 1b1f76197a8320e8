import { t } from '@/lib/i18n/index.ts';

/**
 * Checks the envelope of an API answer: an object, not `success: false`, with the fields the caller reads. A
 * mismatch is a bug between server and client: it is logged in full and shown as the spec's 'Invalid response
 * format'. The fields themselves are not checked again here: the server sends every answer through its contract's
 * schema (apps/server/src/http/route.ts), and checking them in the browser would make zod (25 KB gzipped) part of
 * every page that reads a list (docs/decisions/0014, zod-free shell).
 */
export function readAnswer<T>(body: T, ...fields: readonly string[]): T {
  const answer = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
  const missing = answer ? fields.filter((field) => answer[field] === undefined) : fields;
  if (!answer || answer.success === false || missing.length > 0) {
    console.error('Invalid response format', { missing, body });
    throw new Error(t('list.invalidResponse'));
  }
  return body;
}

/** The array an answer carries under `field` (its envelope checked as readAnswer does). */
export function readArrayAnswer<T extends object, K extends keyof T & string>(body: T, field: K): T[K] {
  const answer = readAnswer(body, field);
  if (!Array.isArray(answer[field])) {
    console.error('Invalid response format', { body });
    throw new Error(t('list.invalidResponse'));
  }
  return answer[field];
}

/** A list answer: its items under `data`, an array. */
export function readListAnswer<T extends { data: readonly unknown[] }>(body: T): T {
  readArrayAnswer(body, 'data');
  return body;
}
