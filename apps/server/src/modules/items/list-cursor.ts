import { AppError } from '../../http/app-error.ts';
import { isStorableText } from '../../http/storable-text.ts';

/** Where a page of a newest-first list ended: the last row's published_at and id (the lists' sort key). */
export interface ListPosition {
  publishedAt: Date;
  id: string;
}

const SEPARATOR = '|';
/** The dates a list can hold: JavaScript's reach further than PostgreSQL's timestamps (4713 BC to AD 294276). */
const EARLIEST = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

/** The `next_cursor` of a page: opaque to the client (base64url), so the sort key can change without a new API. */
export function encodeListCursor(position: ListPosition): string {
  return Buffer.from(`${position.publishedAt.toISOString()}${SEPARATOR}${position.id}`).toString('base64url');
}

/** A cursor the client sent back; anything this server did not write is a 400. */
export function decodeListCursor(cursor: string): ListPosition {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const at = text.indexOf(SEPARATOR);
  const publishedAt = new Date(text.slice(0, at));
  const id = text.slice(at + 1);
  const time = publishedAt.getTime();
  const validTime = time >= EARLIEST && time <= LATEST; // false for NaN too
  if (at < 0 || !validTime || id === '' || id.length > 100 || !isStorableText(id)) {
    throw AppError.of('invalid_list_cursor');
  }
  return { publishedAt, id };
}

/** The cursor of the page after `rows`, or null when `rows` is the last page (fewer rows than asked for). */
export function nextCursorOf(rows: readonly ListPosition[], pageSize: number): string | null {
  const last = rows.at(-1);
  return rows.length === pageSize && last ? encodeListCursor(last) : null;
}
