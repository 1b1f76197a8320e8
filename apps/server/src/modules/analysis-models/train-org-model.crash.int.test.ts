import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { CHANNEL_TEXTS_DIR } from '../../analysis/train/training-set.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type DatabaseTarget } from '../../db/client.ts';
import { analysisModels, auditEvents } from '../../db/schema/index.ts';
import { startServices } from '../../services.ts';
import { createPostgresDatabase, testDatabaseKinds } from '../../test/databases.ts';
import { recordingLogger } from '../../test/test-database.ts';
import { TRAINING_FIXTURE_DIR } from '../../test/verdict-factory.ts';
import { registerTrainOrgModelWorker } from './train-org-model.job.ts';

const kinds = await testDatabaseKinds();
const CHILD = fileURLToPath(new URL('../../test/children/train-kill-child.ts', import.meta.url));
const ORG = 'org_train_crash';

async function jobStates(target: DatabaseTarget): Promise<string[]> {
  const database = await openDatabase(target);
  try {
    const result: unknown = await database.db.execute(
      sql`select state from pgboss.job where name = 'train-org-model' order by created_on`,
    );
    return (result as { rows: { state: string }[] }).rows.map((row) => row.state);
  } finally {
    await database.close();
  }
}

/** Runs the child until it is training, then SIGKILLs it. */
function runAndKillMidTraining(target: DatabaseTarget): Promise<void> {
  return new Promise((resolve, reject) => {
    // The full written set makes the training last seconds: long enough to be cut off midway.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', CHILD, JSON.stringify(target), CHANNEL_TEXTS_DIR],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      // The worker announces the training as it hands it to its thread; it then runs for seconds.
      if (chunk.toString().includes('training organisation model'))
        setTimeout(() => child.kill('SIGKILL'), 1000);
    });
    child.once('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve();
      else reject(new Error(`child ended (${code}) before it was killed: ${errors}`));
    });
  });
}

describe.each(kinds)('a server killed while training an organisation model on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('loses nothing: no half-written version, and the next start finishes the training once', async () => {
    let target: DatabaseTarget;
    if (kind === 'pglite') {
      target = { kind: 'pglite', dataDir: mkdtempSync(join(tmpdir(), 'vigila-train-crash-')) };
    } else {
      const pg = await createPostgresDatabase();
      cleanups.push(pg.drop);
      target = { kind: 'postgres', url: pg.url };
    }
    await runAndKillMidTraining(target);
    // PGlite cannot be opened by this process while the child had it: the child is gone now.
    expect(await jobStates(target)).toEqual(['active']);

    const database = await openDatabase(target);
    cleanups.push(() => database.close());
    const versionsNow = async () =>
      (await database.db.select({ n: count() }).from(analysisModels).where(eq(analysisModels.orgId, ORG)))[0]
        ?.n;
    expect(await versionsNow()).toBe(0);

    const config = loadConfig({
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      ANALYSIS_TRAINING_DIR: TRAINING_FIXTURE_DIR,
    });
    const { services, stop } = await startServices(config, database, {
      log: recordingLogger(),
      jobs: {
        pollingIntervalSeconds: 0.5,
        retryDelaySeconds: 1,
        maintenanceIntervalSeconds: 1,
        expireInSeconds: 3,
      },
    });
    cleanups.push(stop);
    await registerTrainOrgModelWorker(services);

    const until = Date.now() + 90_000;
    while ((await versionsNow()) === 0 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await versionsNow()).toBe(1);
    const [trained] = await database.db
      .select({ n: count() })
      .from(auditEvents)
      .where(eq(auditEvents.type, 'analysis_model.trained'));
    expect(trained?.n).toBe(1);
    const [version] = await database.db
      .select({
        verdicts: analysisModels.verdicts,
        heldBack: analysisModels.heldBack,
        status: analysisModels.status,
      })
      .from(analysisModels)
      .where(eq(analysisModels.orgId, ORG));
    expect((version?.verdicts ?? 0) + (version?.heldBack ?? 0)).toBe(40);
    expect(['active', 'rejected']).toContain(version?.status);
  });
});
