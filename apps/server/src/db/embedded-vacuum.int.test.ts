import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { items } from './schema/index.ts';
import type { Database } from './client.ts';
import {
  startEmbeddedVacuum,
  tablesDueForVacuum,
  vacuumEmbeddedDatabase,
  type TableDue,
} from './embedded-vacuum.ts';
import { buildOrg } from '../test/factories.ts';
import { buildItems } from '../test/item-factory.ts';
import { openTestDatabase, recordingLogger } from '../test/test-database.ts';

interface TableStats {
  n_dead_tup: number;
  last_vacuum: Date | null;
  last_analyze: Date | null;
}

// PGlite only: a PostgreSQL server runs its own autovacuum, and the server never starts this there.
describe('the embedded database vacuums itself', () => {
  let database: Database;
  let client: PGlite;
  let orgId: string;

  beforeAll(async () => {
    ({ database } = await openTestDatabase('pglite'));
    if (database.driver.kind !== 'pglite') throw new Error('PGlite expected');
    client = database.driver.client;
    orgId = (await buildOrg(database.db, 'Acme')).id;
  });
  afterAll(() => database.close());

  const statsOf = async (table: string) =>
    (
      await client.query<TableStats>(
        'select n_dead_tup, last_vacuum, last_analyze from pg_stat_user_tables where relname = $1',
        [table],
      )
    ).rows[0];

  /**
   * The tables due once `predicate` holds. PostgreSQL publishes a backend's table statistics at most once a second,
   * on its next statement, so a test may first see only part of what it did (the first of two inserts).
   */
  const dueWithin = (predicate: (due: string[], items: TableDue | undefined) => boolean) =>
    vi.waitFor(
      async () => {
        const tables = await tablesDueForVacuum(client);
        const due = tables.map((table) => table.name);
        if (
          !predicate(
            due,
            tables.find((table) => table.name === 'public.items'),
          )
        )
          throw new Error(`tables due: ${JSON.stringify(tables)}`);
        return due;
      },
      { timeout: 5_000, interval: 250 },
    );

  it('vacuums and analyses a table past its thresholds, and leaves the tables that are not', async () => {
    // 1,200 new rows pass the insert threshold (1,000); analysis then updates every one of them, which passes the
    // analysis threshold. (Dead rows alone are no sure trigger in a test: pruning removes some as pages fill.)
    await buildItems(
      database.db,
      Array.from({ length: 1_200 }, () => ({ orgId })),
    );
    await database.db
      .update(items)
      .set({ adr: true })
      .where(sql`${items.orgId} = ${orgId}`);
    const due = await dueWithin((_, itemsDue) => itemsDue?.vacuum === true && itemsDue.analyze);
    expect(due).not.toContain('public.orgs'); // one row inserted: far under any threshold

    const log = recordingLogger();
    const done = await vacuumEmbeddedDatabase(client, log);
    expect(done.find((table) => table.name === 'public.items')).toMatchObject({
      vacuum: true,
      analyze: true,
    });
    const after = await statsOf('items');
    expect(after?.n_dead_tup).toBe(0);
    expect(after?.last_vacuum).not.toBeNull();
    expect(after?.last_analyze).not.toBeNull();
    expect(log.lines).toEqual([
      expect.objectContaining({ level: 'info', message: 'Embedded database: tables vacuumed and analysed' }),
    ]);
    await dueWithin((tables) => !tables.includes('public.items'));
    // The planner now knows how many items there are.
    const planned = await client.query<{ reltuples: number }>(
      "select reltuples from pg_class where relname = 'items'",
    );
    expect(planned.rows[0]?.reltuples).toBe(1_200);
  });

  it('runs on its timer: every table first, then the tables due, one pass at a time, until stopped', async () => {
    const setStatus = (statusId: number) =>
      database.db
        .update(items)
        .set({ statusId })
        .where(sql`${items.orgId} = ${orgId}`);
    await setStatus(3);
    await dueWithin((tables) => tables.includes('public.items'));
    const log = recordingLogger();
    const vacuum = startEmbeddedVacuum(client, log, 50);
    await vi.waitFor(() => expect(log.lines.length).toBeGreaterThan(0), { timeout: 5_000 });
    expect(log.lines[0]?.message).toBe(
      'Embedded database: every table vacuumed and analysed after the start',
    );
    await dueWithin((tables) => !tables.includes('public.items'));

    await setStatus(2);
    const ruleBased = () =>
      log.lines.filter((line) => line.message === 'Embedded database: tables vacuumed and analysed');
    await vi.waitFor(
      () =>
        expect(ruleBased().flatMap((line) => (line.object as { tables: string[] }).tables)).toContain(
          'public.items',
        ),
      { timeout: 5_000 },
    );
    await vacuum.stop();

    const linesAtStop = log.lines.length;
    await setStatus(1);
    await dueWithin((tables) => tables.includes('public.items'));
    await new Promise((resolve) => setTimeout(resolve, 300)); // six of the stopped timer's intervals
    expect(log.lines).toHaveLength(linesAtStop);
    expect(await dueWithin((tables) => tables.includes('public.items'))).toContain('public.items');
  });
});
