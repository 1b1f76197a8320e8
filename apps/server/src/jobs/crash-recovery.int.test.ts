import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseTarget } from '../db/client.ts';
import { sameAnalyzerForAll } from '../analysis/org-analyzers.ts';
import { registerAnalyzeItemWorker } from '../modules/items/analyze-item.job.ts';
import { findItemById } from '../modules/items/items.repository.ts';
import { createPostgresDatabase, testDatabaseKinds } from '../test/databases.ts';
import { fixedAnalyzer } from '../test/fixed-analyzer.ts';
import { recordingLogger } from '../test/test-database.ts';
import { startJobQueue } from './pg-boss-queue.ts';

const kinds = await testDatabaseKinds();
const CHILD = fileURLToPath(new URL('../test/children/crash-child.ts', import.meta.url));

/** Runs the child until it is mid-job, then kills it with SIGKILL; resolves with the item id it ingested. */
function runAndKillMidJob(target: DatabaseTarget): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify(target)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const started = /started (\S+)/.exec(output);
      if (started) {
        child.kill('SIGKILL');
        child.once('exit', () => resolve(started[1] ?? ''));
      }
    });
    child.once('exit', (code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`child ended (${code}) before the job started: ${errors}`));
    });
  });
}

describe.each(kinds)('a server killed mid-job on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('loses nothing: the next start runs the analysis it was doing', async () => {
    let target: DatabaseTarget;
    if (kind === 'pglite') {
      target = { kind: 'pglite', dataDir: mkdtempSync(join(tmpdir(), 'vigila-crash-')) };
    } else {
      const pg = await createPostgresDatabase();
      cleanups.push(pg.drop);
      target = { kind: 'postgres', url: pg.url };
    }
    const itemId = await runAndKillMidJob(target);

    // The restart: same database, a fresh process state, the real analyze-item worker.
    const database = await openDatabase(target);
    cleanups.push(() => database.close());
    // The killed process left its job marked active, and the item unanalysed.
    const jobRows: unknown = await database.db.execute(
      sql`select state from pgboss.job where name = 'analyze-item'`,
    );
    expect((jobRows as { rows: unknown[] }).rows).toEqual([{ state: 'active' }]);
    expect((await findItemById(database.db, 'org_crash', itemId))?.aiStatus).toBe('pending');
    const jobs = await startJobQueue({
      database,
      log: recordingLogger(),
      pollingIntervalSeconds: 0.5,
      retryDelaySeconds: 1,
      maintenanceIntervalSeconds: 1,
    });
    cleanups.push(() => jobs.stop());
    await registerAnalyzeItemWorker({
      db: database.db,
      jobs,
      analyzers: sameAnalyzerForAll(fixedAnalyzer()),
    });

    const until = Date.now() + 45_000;
    let item = await findItemById(database.db, 'org_crash', itemId);
    while (item?.aiStatus !== 'processed' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      item = await findItemById(database.db, 'org_crash', itemId);
    }
    expect(item).toMatchObject({ aiStatus: 'processed', adr: true, analyzer: 'fixed@1' });
  });
});
