import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether Drizzle's migrator would apply nothing: it runs every migration of the journal whose `when` is later than
 * the `created_at` of the last row it recorded, so none is pending when that row is at least as late as the
 * journal's last entry. A restart then costs two small reads instead of the migrator's reading and hashing every
 * migration file and its CREATE SCHEMA / CREATE TABLE IF NOT EXISTS (decision 0014, start-up).
 */
export function noMigrationPending(journalWhens: number[], lastAppliedAt: number | null): boolean {
  if (lastAppliedAt === null) return false;
  return journalWhens.every((when) => when <= lastAppliedAt);
}

/** The `when` of each migration in drizzle-kit's journal (meta/_journal.json). */
export function readJournalWhens(migrationsFolder: string): number[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return journal.entries.map((entry) => entry.when);
}

interface Rows {
  rows: Record<string, unknown>[];
}

/** Either driver's Drizzle database: both answer `execute` with `{ rows }`. */
interface Executor {
  execute(query: SQL): PromiseLike<unknown>;
}

/** The migrator's last record, or null on a database it never ran on. */
async function lastAppliedAt(db: Executor): Promise<number | null> {
  const table = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as Rows;
  if (table.rows[0]?.present !== true) return null;
  const last = (await db.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )) as Rows;
  const createdAt = last.rows[0]?.created_at;
  return createdAt === undefined || createdAt === null ? null : Number(createdAt);
}

export async function migrationsAreCurrent(db: Executor, migrationsFolder: string): Promise<boolean> {
  return noMigrationPending(readJournalWhens(migrationsFolder), await lastAppliedAt(db));
}
