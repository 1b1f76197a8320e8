/**
 * The process the crash-recovery test kills. It opens the database given as JSON in argv[2], ingests
 * CRASH_ITEMS e-mails (which enqueues their analyses), and runs the real analyze-item worker in batches of
 * CRASH_BATCH, one batch at a time, with an analyser that never answers its (CRASH_BATCH + 1)th call: the first
 * batch commits, the second hangs mid-batch and announces it — the parent then sends SIGKILL, as a power cut or
 * the OOM killer would.
 */
import type { Analyzer } from '../../analysis/analyzer.ts';
import { sameAnalyzerForAll } from '../../analysis/org-analyzers.ts';
import { openDatabase, type DatabaseTarget } from '../../db/client.ts';
import { orgs } from '../../db/schema/index.ts';
import { startJobQueue } from '../../jobs/pg-boss-queue.ts';
import { registerAnalyzeItemWorker } from '../../modules/items/analyze-item.job.ts';
import { ingestItems } from '../../modules/items/items.ingest.ts';
import { fixedAnalyzer } from '../fixed-analyzer.ts';

const CRASH_ITEMS = 12;
const CRASH_BATCH = 5;

const target = JSON.parse(process.argv[2] ?? '{}') as DatabaseTarget;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

const database = await openDatabase(target);
const jobs = await startJobQueue({ database, log: quiet, pollingIntervalSeconds: 0.5, expireInSeconds: 3 });
await database.db.insert(orgs).values({ id: 'org_crash', name: 'Crash Test' }).onConflictDoNothing();
await ingestItems(
  database.db,
  jobs,
  Array.from({ length: CRASH_ITEMS }, (_, i) => ({
    orgId: 'org_crash',
    source: 'email' as const,
    externalId: `crash-${i}`,
    text: `ADR: a rash after the tablet (${i})`,
    publishedAt: new Date(),
    data: {},
  })),
  { actorUserId: null },
);

const fixed = fixedAnalyzer();
let calls = 0;
const hangsMidSecondBatch: Analyzer = {
  name: fixed.name,
  version: fixed.version,
  analyze(input) {
    calls += 1;
    if (calls <= CRASH_BATCH) return fixed.analyze(input);
    if (calls === CRASH_BATCH + 1) process.stdout.write('mid-batch\n');
    return new Promise(() => undefined); // stays mid-batch until killed
  },
};
await registerAnalyzeItemWorker({
  db: database.db,
  jobs,
  analyzers: sameAnalyzerForAll(hangsMidSecondBatch),
  batchSize: CRASH_BATCH,
  concurrency: 1,
});
