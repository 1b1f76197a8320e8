import { existsSync, readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';

/** Row counts of every table (the app's and pg-boss's), and how many files the blob store holds. */
export interface StorageSnapshot {
  rows: Record<string, number>;
  blobs: number;
}

/**
 * pg-boss's jobs, less those its cron sends on its own (retraining, syncs) — even with the workers off. Its
 * partitions (the same rows again) and archive (moved by its maintenance) are left out.
 */
const JOBS = '"pgboss"."job"';

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/**
 * A snapshot function for one test app: the table list is read once, then every snapshot is one query (a count
 * per table), so a test can take one after each of hundreds of requests.
 */
export async function storageSnapshotter(t: TestApp): Promise<() => Promise<StorageSnapshot>> {
  const tables = rowsOf(
    await t.database.db.execute(
      sql`select table_schema as schema, table_name as name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
          order by 1, 2`,
    ),
  )
    .filter((row) => row.schema !== 'pgboss' || ['job', 'queue', 'schedule'].includes(String(row.name)))
    .map((row) => `"${String(row.schema)}"."${String(row.name)}"`);
  const countOf = (table: string) =>
    // Neither the schedules' own ticks nor pg-boss's housekeeping queues (`__pgboss__send-it`, fired on its own
    // timer) are anything a request stored; a run slowed past a minute met them.
    table === JOBS
      ? `${table} where name not in (select name from "pgboss"."schedule") and name not like '\\_\\_pgboss\\_\\_%'`
      : table;
  const counts = sql.raw(
    `select ${tables.map((table, index) => `(select count(*) from ${countOf(table)}) as t${index}`).join(', ')}`,
  );
  const blobDir = t.config.blobDir;
  return async () => {
    const [row = {}] = rowsOf(await t.database.db.execute(counts));
    const rows = Object.fromEntries(tables.map((table, index) => [table, Number(row[`t${index}`])]));
    const blobs = existsSync(blobDir) ? readdirSync(blobDir, { recursive: true }).length : 0;
    return { rows, blobs };
  };
}

/** What differs between two snapshots: the tables and blob count that changed, as before → after. */
export function changes(before: StorageSnapshot, after: StorageSnapshot): Record<string, string> {
  const changed: [string, string][] = Object.keys({ ...before.rows, ...after.rows })
    .filter((table) => before.rows[table] !== after.rows[table])
    .map((table) => [table, `${before.rows[table]} → ${after.rows[table]}`]);
  if (before.blobs !== after.blobs) changed.push(['blobs', `${before.blobs} → ${after.blobs}`]);
  return Object.fromEntries(changed);
}
