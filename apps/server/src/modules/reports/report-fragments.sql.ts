import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A timestamp as the exports write it: ISO 8601 in UTC to the millisecond (what Date.toISOString gives). */
export const isoText = (column: PgColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A timestamp to the microsecond, so a keyset page can start exactly after the last row of the one before. */
export const positionText = (column: PgColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The UTC month of a timestamp, YYYY-MM: what `month` groups by. */
export const monthText = (column: PgColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

/** `%text%` for ILIKE with the user's %, _ and \ taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** [from 00:00 UTC, the day after `to` 00:00 UTC): an inclusive range of days on `column`. */
export function dayRange(column: PgColumn, from: string | undefined, to: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(sql`${column} >= ${`${from}T00:00:00.000Z`}::timestamptz`);
  if (to) {
    const next = new Date(Date.parse(`${to}T00:00:00.000Z`) + 24 * 60 * 60 * 1000).toISOString();
    conditions.push(sql`${column} < ${next}::timestamptz`);
  }
  return conditions;
}
