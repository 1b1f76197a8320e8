import { asObject, type JsonObject } from '../http/read-json.ts';

/**
 * Reading dataset items defensively: actors change their output between versions and differ from one another, so
 * a field may be missing, renamed or of another type. No reader throws.
 */

/** A non-empty trimmed string; ids given as numbers are read as strings. */
export function asText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The first of several alternative field names that holds text (`ownerUsername`, `owner.username`, `owner`…). */
export function pickText(item: JsonObject, ...paths: string[]): string | null {
  for (const path of paths) {
    let value: unknown = item;
    for (const key of path.split('.')) value = asObject(value)[key];
    const text = asText(value);
    if (text !== null) return text;
  }
  return null;
}

/** A count: a number, or digits in a string ("1,234" or "1.234"); 0 when unreadable. */
export function asCount(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.max(0, Math.floor(value));
  if (typeof value === 'string' && /^\s*[\d.,]+\s*$/.test(value)) return Number(value.replace(/[.,\s]/g, ''));
  return 0;
}
