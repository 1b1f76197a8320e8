import { listQuerySchema } from '@vigila/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameAnalyzerForAll } from '../analysis/org-analyzers.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { auditEvents, items } from '../db/schema/index.ts';
import { registerAnalyzeItemWorker } from '../modules/items/analyze-item.job.ts';
import { countTilesFromCounters } from '../modules/items/item-counts.repository.ts';
import { statusTilesQuery } from '../modules/items/item-list.repository.ts';
import { ingestItems, type NewItem } from '../modules/items/items.ingest.ts';
import { createPostgresDatabase, testDatabaseKinds } from '../test/databases.ts';
import { buildOrg } from '../test/factories.ts';
import { fixedAnalyzer } from '../test/fixed-analyzer.ts';
import { recordingLogger } from '../test/test-database.ts';
import type { JobQueue } from './job-queue.ts';
import { startJobQueue } from './pg-boss-queue.ts';

const kinds = await testDatabaseKinds();
const ITEMS = 120;

/**
 * Two processes on one PostgreSQL database (decision 0014), as `npm run worker` beside a server gives: each has its
 * own connection pool, its own job queue and its own workers. The jobs must be taken once, the counters stay right
 * while both write, and a schedule's job is queued once however many processes tick.
 */
// PGlite is one process by design; with PostgreSQL reachable (always in CI), this runs.
describe.each(kinds.filter((kind) => kind === 'postgres'))('two processes on one %s database', () => {
  const processes: { database: Database; jobs: JobQueue; analyzer: ReturnType<typeof fixedAnalyzer> }[] = [];
  let drop: () => Promise<void>;
  let orgId: string;

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    for (let i = 0; i < 2; i += 1) {
      const database = await openDatabase({ kind: 'postgres', url: created.url });
      const jobs = await startJobQueue({ database, log: recordingLogger(), pollingIntervalSeconds: 0.5 });
      const analyzer = fixedAnalyzer();
      await registerAnalyzeItemWorker({ db: database.db, jobs, analyzers: sameAnalyzerForAll(analyzer) });
      processes.push({ database, jobs, analyzer });
    }
    orgId = (await buildOrg(processes[0]?.database.db ?? never(), 'Acme')).id;
  });
  afterAll(async () => {
    for (const { jobs, database } of processes) {
      await jobs.stop();
      await database.close();
    }
    await drop();
  });

  const never = (): never => {
    throw new Error('no process');
  };
  const first = () => processes[0] ?? never();

  it('analyses every item once, whichever process takes its job, and keeps the counters right', async () => {
    const newItems: NewItem[] = Array.from({ length: ITEMS }, (_, i) => ({
      orgId,
      source: 'email',
      externalId: `two-${i}`,
      author: 'patient@example.test',
      title: `Report ${i}`,
      text: i % 3 === 0 ? `ADR report ${i}` : i % 5 === 0 ? `PQC report ${i}` : `Question ${i}`,
      publishedAt: new Date(Date.UTC(2024, 4, 1, 0, i)),
      data: {},
    }));
    // Half the items ingested by each process.
    await ingestItems(first().database.db, first().jobs, newItems.slice(0, ITEMS / 2), { actorUserId: null });
    const second = processes[1] ?? never();
    await ingestItems(second.database.db, second.jobs, newItems.slice(ITEMS / 2), { actorUserId: null });

    const { db } = first().database;
    const until = Date.now() + 60_000;
    for (;;) {
      const [pending] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(items)
        .where(and(eq(items.orgId, orgId), eq(items.aiStatus, 'pending')));
      if (pending?.n === 0) break;
      if (Date.now() > until) throw new Error(`${pending?.n} items still pending`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const analysed = processes.map(({ analyzer }) => analyzer.inputs.length);
    expect(analysed.reduce((a, b) => a + b, 0)).toBe(ITEMS);
    const [events] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(and(eq(auditEvents.orgId, orgId), eq(auditEvents.type, 'item.analyzed')));
    expect(events?.n).toBe(ITEMS);

    const scope = { orgId, sources: ['email' as const] };
    const query = listQuerySchema.parse({});
    const [exact] = await statusTilesQuery(db, scope, query);
    expect(await countTilesFromCounters(db, scope, query)).toEqual(exact);
    expect(exact?.triage).toBe(newItems.filter((item) => /ADR|PQC/.test(item.text)).length);
  });

  it('queues one job for a schedule that both processes send at the same moment', async () => {
    const payload = { orgId, connectionId: 'source-1' };
    await Promise.all(
      processes.map(({ jobs }) =>
        jobs.send('sync-source', payload, { singletonKey: 'source-1', startAfterSeconds: 3600 }),
      ),
    );
    const { db } = first().database;
    const result: unknown = await db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'sync-source' and singleton_key = 'source-1'`,
    );
    expect((result as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });
});
