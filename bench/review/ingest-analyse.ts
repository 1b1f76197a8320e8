import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createAnalyzer } from '../../apps/server/src/analysis/create-analyzer.ts';
import { sameAnalyzerForAll } from '../../apps/server/src/analysis/org-analyzers.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase, type DatabaseTarget } from '../../apps/server/src/db/client.ts';
import { orgs } from '../../apps/server/src/db/schema/index.ts';
import { startJobQueue } from '../../apps/server/src/jobs/pg-boss-queue.ts';
import {
  ANALYSIS_BATCH_SIZE,
  ANALYSIS_CONCURRENCY,
  registerAnalyzeItemWorker,
} from '../../apps/server/src/modules/items/analyze-item.job.ts';
import { ingestItems, type NewItem } from '../../apps/server/src/modules/items/items.ingest.ts';
import { createPostgresDatabase, testDatabaseKinds } from '../../apps/server/src/test/databases.ts';
import { writeResult } from '../lib/results.ts';
import { benchmarkTexts } from './corpus.ts';

const BATCH = 500;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function processedCount(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<number> {
  const result: unknown = await db.execute(
    sql`select count(*)::int as n from items where ai_status = 'processed'`,
  );
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** One run: ingest `count` e-mails in batches through ingestItems, then wait until the workers analysed all. */
async function run(target: DatabaseTarget, count: number) {
  const database = await openDatabase(target);
  const jobs = await startJobQueue({ database, log: quiet, pollingIntervalSeconds: 0.5 });
  const analyzer = createAnalyzer(loadConfig({ ANALYZER: 'lexicon' }));
  await registerAnalyzeItemWorker({ db: database.db, jobs, analyzers: sameAnalyzerForAll(analyzer) });
  await database.db.insert(orgs).values({ id: 'org_bench', name: 'Bench Pharma' });
  const texts = benchmarkTexts();
  const items: NewItem[] = Array.from({ length: count }, (_, i) => ({
    orgId: 'org_bench',
    source: 'email',
    externalId: `bench-${i}`,
    author: `sender${i % 500}@example.test`,
    title: `Message ${i}`,
    text: texts[i % texts.length] ?? '',
    publishedAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000),
    data: { recipient: 'pv@bench.test' },
  }));

  const started = performance.now();
  for (let start = 0; start < count; start += BATCH) {
    await ingestItems(database.db, jobs, items.slice(start, start + BATCH), { actorUserId: null });
  }
  const ingested = performance.now();
  while ((await processedCount(database.db)) < count)
    await new Promise((resolve) => setTimeout(resolve, 250));
  const analysed = performance.now();
  await jobs.stop();
  await database.close();

  const seconds = (ms: number) => Math.round(ms) / 1000;
  return {
    items: count,
    ingestSeconds: seconds(ingested - started),
    ingestItemsPerSecond: Math.round((count * 1000) / (ingested - started)),
    ingestAndAnalyseSeconds: seconds(analysed - started),
    endToEndItemsPerSecond: Math.round((count * 1000) / (analysed - started)),
  };
}

export async function benchIngestAnalyse(
  count = Number(process.env.BENCH_ITEMS ?? 100_000),
): Promise<string> {
  const results: Record<string, unknown> = {};
  for (const kind of await testDatabaseKinds()) {
    if (kind === 'pglite') {
      const dataDir = mkdtempSync(join(tmpdir(), 'vigila-bench-ingest-'));
      results.pglite = await run({ kind: 'pglite', dataDir }, count);
      rmSync(dataDir, { recursive: true, force: true });
    } else {
      const pg = await createPostgresDatabase();
      results.postgres = await run({ kind: 'postgres', url: pg.url }, count);
      await pg.drop();
    }
  }
  return writeResult('review-ingest-analyse', {
    description:
      `Ingest ${count} e-mails through ingestItems (calls of ${BATCH}: one statement each for the items, their ` +
      'audit events and their analysis jobs, in one transaction), while the analyze-item worker runs with the ' +
      `lexicon analyser in batches of ${ANALYSIS_BATCH_SIZE} (${ANALYSIS_CONCURRENCY} batches at a time: one ` +
      'statement reads a batch, one transaction writes its flags, its audit events and completes its jobs), until ' +
      'every item is processed. On PGlite the database runs on the same thread as the analyser. PGlite on a disk data directory; PostgreSQL when reachable. Before ' +
      'issue 12 (10,000 items, one job and five round trips per item): 108 items/s on PGlite, 209 on PostgreSQL.',
    ...results,
  });
}
