/**
 * Reading iAHx (Solr) documents, whose fields are single strings or lists of strings depending on the field and
 * the record. Every reader accepts both and never throws: a missing field is null or empty.
 */
export type Doc = Record<string, unknown>;

export const asObject = (value: unknown): Doc =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Doc) : {};

/** Every non-empty text of a field, trimmed; numbers are read as text (Solr may store years as numbers). */
export function texts(value: unknown): string[] {
  const values = Array.isArray(value) ? (value as unknown[]) : [value];
  return values
    .map((v) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : ''))
    .filter((v) => v !== '');
}

export const firstText = (value: unknown): string | null => texts(value)[0] ?? null;
