import type { PGlite } from '@electric-sql/pglite';

/** Where the vacuum reports (the jobs' logger fits: db/ sits below jobs/ and names none of its types). */
export interface VacuumLogger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** How often the embedded database looks for tables to vacuum or analyse: PostgreSQL's own autovacuum_naptime. */
export const EMBEDDED_VACUUM_INTERVAL_MS = 60_000;

/** A table that autovacuum would take now, and what it would do to it. */
export interface TableDue {
  /** Schema and table, quoted as an identifier (format('%I.%I')), ready to put in a statement. */
  name: string;
  vacuum: boolean;
  analyze: boolean;
}

/**
 * Autovacuum's own rule, with the cluster's own settings: a table is vacuumed when its dead rows, or the rows
 * inserted since its last vacuum (which set the visibility map, so list pages can skip the table), pass threshold +
 * scale factor × its rows; analysed when the rows changed since its last analysis do. Per-table settings are not
 * read: no table of ours sets them.
 */
const TABLES_DUE = `
  with settings as (
    select current_setting('autovacuum_vacuum_threshold')::float8 as vacuum_base,
           current_setting('autovacuum_vacuum_scale_factor')::float8 as vacuum_scale,
           current_setting('autovacuum_vacuum_insert_threshold')::float8 as insert_base,
           current_setting('autovacuum_vacuum_insert_scale_factor')::float8 as insert_scale,
           current_setting('autovacuum_analyze_threshold')::float8 as analyze_base,
           current_setting('autovacuum_analyze_scale_factor')::float8 as analyze_scale
  ), tables as (
    select format('%I.%I', s.schemaname, s.relname) as name,
           s.n_dead_tup > vacuum_base + vacuum_scale * greatest(c.reltuples, 0)
             or s.n_ins_since_vacuum > insert_base + insert_scale * greatest(c.reltuples, 0) as "vacuum",
           s.n_mod_since_analyze > analyze_base + analyze_scale * greatest(c.reltuples, 0) as "analyze",
           s.n_dead_tup
    from pg_stat_user_tables s
    join pg_class c on c.oid = s.relid
    cross join settings
    where c.relkind = 'r'
  )
  select name, "vacuum", "analyze" from tables where "vacuum" or "analyze" order by n_dead_tup desc`;

export async function tablesDueForVacuum(client: PGlite): Promise<TableDue[]> {
  return (await client.query<TableDue>(TABLES_DUE)).rows;
}

/** One pass: every table due is vacuumed (and analysed) or analysed, largest backlog of dead rows first. */
export async function vacuumEmbeddedDatabase(client: PGlite, log: VacuumLogger): Promise<TableDue[]> {
  const due = await tablesDueForVacuum(client);
  if (due.length === 0) return due;
  const started = performance.now();
  for (const table of due) {
    await client.query(table.vacuum ? `vacuum (analyze) ${table.name}` : `analyze ${table.name}`);
  }
  log.info(
    { tables: due.map((table) => table.name), ms: Math.round(performance.now() - started) },
    'Embedded database: tables vacuumed and analysed',
  );
  return due;
}

/**
 * The first pass after a start: every table. PGlite does not keep its table statistics across a restart (its close
 * does not write them out: dead rows counted before it read 0 after), so what changed before the start is known
 * only to the tables themselves. Vacuum skips the pages the visibility map already marks, so a database vacuumed
 * before costs little more than the analysis.
 */
export async function vacuumWholeEmbeddedDatabase(client: PGlite, log: VacuumLogger): Promise<void> {
  const started = performance.now();
  await client.query('vacuum (analyze)');
  log.info(
    { ms: Math.round(performance.now() - started) },
    'Embedded database: every table vacuumed and analysed after the start',
  );
}

/**
 * The embedded database's autovacuum. PGlite runs PostgreSQL as one process without its background workers, so
 * autovacuum never runs there: dead rows (every analysed item leaves one, the counters and the job queue many)
 * would pile up and the planner would never get statistics. This pass runs on the server's own timer, one at a
 * time, the first of them over every table; a pass holds PGlite's one connection while it works, as it would hold
 * a core on a server. PostgreSQL (DATABASE_URL) has its own autovacuum, and this is not started there.
 */
export function startEmbeddedVacuum(
  client: PGlite,
  log: VacuumLogger,
  intervalMs = EMBEDDED_VACUUM_INTERVAL_MS,
): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass = (): Promise<unknown> =>
    vacuumWholeEmbeddedDatabase(client, log).then(() => {
      pass = () => vacuumEmbeddedDatabase(client, log);
    });
  const schedule = () => {
    timer = setTimeout(() => {
      running = pass()
        .catch((error: unknown) => log.error({ err: error }, 'Embedded database: vacuum failed'))
        .finally(() => {
          if (!stopped) schedule();
        });
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
