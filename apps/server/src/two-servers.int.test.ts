import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/client.ts';
import { startJobQueue } from './jobs/pg-boss-queue.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { reconcileItemCounts } from './modules/items/item-counts-check.repository.ts';
import { ingestItems } from './modules/items/items.ingest.ts';
import { createPostgresDatabase, testDatabaseKinds } from './test/databases.ts';
import { buildOrg } from './test/factories.ts';
import { recordingLogger } from './test/test-database.ts';

const kinds = await testDatabaseKinds();
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const ITEMS = 600;

/** A real server process, as `npm start` runs it, on the given PostgreSQL database; resolves once /api/ready. */
async function startServerProcess(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'true',
      ANALYZER: 'lexicon',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited: ${errors}`);
    if (Date.now() > until) throw new Error(`server on ${port} not ready: ${errors}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * Two real server processes on one PostgreSQL database (decision 0014): both start at once and seed the demo
 * organisation once; the items ingested beside them are analysed once each, by whichever process takes the jobs;
 * the counters stay exact. (jobs/two-processes.int.test.ts checks schedules at the queue level.)
 */
// PGlite is one process by design; with PostgreSQL reachable (always in CI), this runs.
describe.each(kinds.filter((kind) => kind === 'postgres'))('two server processes on one %s database', () => {
  const servers: ChildProcess[] = [];
  let database: Database;
  let sender: JobQueue;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const pg = await createPostgresDatabase();
    drop = pg.drop;
    // Migrations first, so the two servers start on a ready schema as replicas of one deployment do.
    database = await openDatabase({ kind: 'postgres', url: pg.url });
    servers.push(
      ...(await Promise.all([startServerProcess(pg.url, 3811), startServerProcess(pg.url, 3812)])),
    );
    // This process only sends: its queue has no workers.
    sender = await startJobQueue({ database, log: recordingLogger() });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map(stopped));
    await sender.stop();
    await database.close();
    await drop();
  });

  it('seeds the demo organisation once although both started together', async () => {
    const seeded = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from orgs where name = 'Demo Pharma'`,
    );
    expect(seeded).toEqual([{ n: 1 }]);
  });

  it('analyses every item once, whichever server takes its job, and keeps the counters exact', async () => {
    const org = await buildOrg(database.db);
    await ingestItems(
      database.db,
      sender,
      Array.from({ length: ITEMS }, (_, i) => ({
        orgId: org.id,
        source: 'email' as const,
        externalId: `two-servers-${i}`,
        text: i % 3 === 0 ? 'I got a terrible rash after taking ibuprofen' : 'Thanks for the newsletter',
        publishedAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000),
        data: {},
      })),
      { actorUserId: null },
    );
    const processed = () =>
      rows<{ n: number }>(
        database,
        sql`select count(*)::int as n from items where org_id = ${org.id} and ai_status = 'processed'`,
      );
    const until = Date.now() + 60_000;
    while ((await processed())[0]?.n !== ITEMS && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await processed()).toEqual([{ n: ITEMS }]);
    const analysedTwice = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from (
            select data->>'itemId' from audit_events
            where org_id = ${org.id} and type = 'item.analyzed' group by 1 having count(*) > 1) twice`,
    );
    expect(analysedTwice).toEqual([{ n: 0 }]);
    const analysed = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from audit_events where org_id = ${org.id} and type = 'item.analyzed'`,
    );
    expect(analysed).toEqual([{ n: ITEMS }]);
    expect(await reconcileItemCounts(database.db)).toEqual({ counters: 0, items: 0 });
  });
});
