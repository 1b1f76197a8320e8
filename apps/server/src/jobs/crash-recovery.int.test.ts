import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseTarget } from '../db/client.ts';
import { sameAnalyzerForAll } from '../analysis/org-analyzers.ts';
import { registerAnalyzeItemWorker } from '../modules/items/analyze-item.job.ts';
import { createPostgresDatabase, testDatabaseKinds } from '../test/databases.ts';
import { fixedAnalyzer } from '../test/fixed-analyzer.ts';
import { recordingLogger } from '../test/test-database.ts';
import { startJobQueue } from './pg-boss-queue.ts';

const kinds = await testDatabaseKinds();
const CHILD = fileURLToPath(new URL('../test/children/crash-child.ts', import.meta.url));
// The child's shape (not imported: importing it would run it): 12 items, batches of 5, killed in the second.
const ITEMS = 12;
const BATCH = 5;

/** Runs the child until it is in the middle of its second batch, then kills it with SIGKILL. */
function runAndKillMidBatch(target: DatabaseTarget): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify(target)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('mid-batch')) {
        child.kill('SIGKILL');
        child.once('exit', () => resolve());
      }
    });
    child.once('exit', (code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`child ended (${code}) before its second batch: ${errors}`));
    });
  });
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

const jobStates = (database: Database) =>
  rows<{ state: string; n: number }>(
    database,
    sql`select state, count(*)::int as n from pgboss.job where name = 'analyze-item' group by state order by state`,
  );
const itemStates = (database: Database) =>
  rows<{ analysed: boolean; n: number }>(
    database,
    sql`select ai_status = 'processed' as analysed, count(*)::int as n from items group by 1 order by 1`,
  );

describe.each(kinds)('a server killed mid-batch on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('loses nothing and does nothing twice: the next start analyses the rest, each item once', async () => {
    let target: DatabaseTarget;
    if (kind === 'pglite') {
      target = { kind: 'pglite', dataDir: mkdtempSync(join(tmpdir(), 'vigila-crash-')) };
    } else {
      const pg = await createPostgresDatabase();
      cleanups.push(pg.drop);
      target = { kind: 'postgres', url: pg.url };
    }
    await runAndKillMidBatch(target);

    // The restart: same database, a fresh process state, the real analyze-item worker.
    const database = await openDatabase(target);
    cleanups.push(() => database.close());
    // The first batch committed with its jobs completed; the second was cut off with nothing written. The jobs
    // fetched ahead are marked active too, so every unfinished job is active.
    expect(await jobStates(database)).toEqual([
      { state: 'active', n: ITEMS - BATCH },
      { state: 'completed', n: BATCH },
    ]);
    expect(await itemStates(database)).toEqual([
      // 'processing' only if the kill came a second after the batch began (SHOW_PROCESSING_AFTER_MS)
      { analysed: false, n: ITEMS - BATCH },
      { analysed: true, n: BATCH },
    ]);
    const jobs = await startJobQueue({
      database,
      log: recordingLogger(),
      pollingIntervalSeconds: 0.5,
      retryDelaySeconds: 1,
      maintenanceIntervalSeconds: 1,
    });
    cleanups.push(() => jobs.stop());
    const analyzer = fixedAnalyzer();
    await registerAnalyzeItemWorker({ db: database.db, jobs, analyzers: sameAnalyzerForAll(analyzer) });

    const until = Date.now() + 45_000;
    while (Date.now() < until) {
      const states = await itemStates(database);
      if (states.length === 1 && states[0]?.analysed) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await itemStates(database)).toEqual([{ analysed: true, n: ITEMS }]);
    // Only the items the killed process had not finished were analysed again.
    expect(analyzer.inputs).toHaveLength(ITEMS - BATCH);
    const audited = await rows<{ item_id: string; n: number }>(
      database,
      sql`select data->>'itemId' as item_id, count(*)::int as n from audit_events
          where type = 'item.analyzed' group by 1`,
    );
    expect(audited).toHaveLength(ITEMS);
    expect(audited.every((row) => row.n === 1)).toBe(true);
    expect(await jobStates(database)).toEqual([{ state: 'completed', n: ITEMS }]);
  });
});
