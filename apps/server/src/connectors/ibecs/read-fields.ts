/**
 * Reading iAHx (Solr) documents, whose fields are single strings or lists of strings depending on the field and
 * the record. Every reader accepts both and never throws: a missing field is null or empty.
 */
import type { JsonObject } from '../http/read-json.ts';

/** A Solr document: field name to value. */
export type Doc = JsonObject;

/** Every non-empty text of a field, trimmed; numbers are read as text (Solr may store years as numbers). */
export function texts(value: unknown): string[] {
  const values = Array.isArray(value) ? (value as unknown[]) : [value];
  return values
    .map((v) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : ''))
    .filter((v) => v !== '');
}

export const firstText = (value: unknown): string | null => texts(value)[0] ?? null;
