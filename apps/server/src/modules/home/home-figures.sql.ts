import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** An integer count (`count(*)` is a bigint, which drivers return as text). */
export const countInt = (condition?: SQL): SQL<number> =>
  condition ? sql<number>`(count(*) filter (where ${condition}))::int` : sql<number>`count(*)::int`;

/** A sum of the item counters' `n` (bigint) as an integer, optionally of the rows matching a condition. */
export const sumInt = (column: PgColumn, condition?: SQL): SQL<number> =>
  condition
    ? sql<number>`coalesce(sum(${column}) filter (where ${condition}), 0)::int`
    : sql<number>`coalesce(sum(${column}), 0)::int`;

/** The Monday (UTC) of a timestamp's week, as YYYY-MM-DD: the key of the weekly trends. */
export const weekOf = (column: PgColumn | SQL): SQL<string> =>
  sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

/** A JavaScript instant as a timestamptz parameter (the same on PGlite and PostgreSQL). */
export const instant = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;
