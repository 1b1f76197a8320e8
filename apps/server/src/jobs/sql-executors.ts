import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { DbExecutor } from '../db/transaction.ts';

type Rows = { rows: unknown[] };

/**
 * pg-boss on PGlite (DESIGN.md): parameterless SQL may hold several statements (its schema scripts, its
 * BEGIN…COMMIT blocks), which only exec() accepts; parameterised SQL goes through query().
 */
export function pgliteExecutor(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]): Promise<Rows> {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
  };
}

/** pg-boss's `$1`-style text and values as one Drizzle query, so it runs on a Drizzle transaction. */
export function toDrizzleSql(text: string, values: readonly unknown[]): SQL {
  const query = sql.empty();
  const placeholder = /\$(\d+)/g;
  let last = 0;
  for (const match of text.matchAll(placeholder)) {
    query.append(sql.raw(text.slice(last, match.index)));
    // sql.param keeps an array one parameter (pg-boss passes uuid[] and json values), unlike ${array}.
    query.append(sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
    last = match.index + match[0].length;
  }
  query.append(sql.raw(text.slice(last)));
  return query;
}

/**
 * pg-boss statements on the caller's transaction (or database), so a job commits with the rows it refers to. Only
 * single statements pass here (send/insert), never pg-boss's multi-statement scripts.
 */
export function drizzleExecutor(db: DbExecutor): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]): Promise<Rows> {
      // Both drivers answer with `rows`; the shared Drizzle type leaves the result untyped.
      const result: unknown = await db.execute(toDrizzleSql(text, values ?? []));
      return { rows: (result as Rows).rows };
    },
  };
}
