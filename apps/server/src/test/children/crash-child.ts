/**
 * The process the crash-recovery test kills. It opens the database given as JSON in argv[2], ingests one e-mail
 * (which enqueues its analysis), and works the analyze-item queue with a handler that announces the job and
 * never finishes — the parent then sends SIGKILL, as a power cut or the OOM killer would.
 */
import { openDatabase, type DatabaseTarget } from '../../db/client.ts';
import { orgs } from '../../db/schema/index.ts';
import { ingestItems } from '../../modules/items/items.ingest.ts';
import { startJobQueue } from '../../jobs/pg-boss-queue.ts';

const target = JSON.parse(process.argv[2] ?? '{}') as DatabaseTarget;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

const database = await openDatabase(target);
const jobs = await startJobQueue({ database, log: quiet, pollingIntervalSeconds: 0.5, expireInSeconds: 3 });
await database.db.insert(orgs).values({ id: 'org_crash', name: 'Crash Test' }).onConflictDoNothing();
const [item] = await ingestItems(
  database.db,
  jobs,
  [
    {
      orgId: 'org_crash',
      source: 'email',
      externalId: 'crash-1',
      text: 'ADR: a rash after the tablet',
      publishedAt: new Date(),
      data: {},
    },
  ],
  { actorUserId: null },
);
process.stdout.write(`ingested ${item?.id ?? ''}\n`);
await jobs.work('analyze-item', async ({ itemId }) => {
  process.stdout.write(`started ${itemId}\n`);
  await new Promise(() => undefined); // stays mid-job until killed
});
