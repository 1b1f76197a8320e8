/**
 * The process the retraining crash test kills. It opens the database given as JSON in argv[2], seeds an
 * organisation with Train AI verdicts, works the train-org-model queue with the real worker and asks for a
 * training; the parent waits until the job is active and sends SIGKILL, as a power cut or the OOM killer would.
 */
import { loadConfig } from '../../config.ts';
import { openDatabase, type DatabaseTarget } from '../../db/client.ts';
import { orgs } from '../../db/schema/index.ts';
import { startServices } from '../../services.ts';
import { seedVerdicts, TRAINING_FIXTURE_DIR } from '../verdict-factory.ts';
import { registerTrainOrgModelWorker } from '../../modules/analysis-models/train-org-model.job.ts';

const target = JSON.parse(process.argv[2] ?? '{}') as DatabaseTarget;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

const database = await openDatabase(target);
const config = loadConfig({
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  // The full written set: training takes long enough to be killed midway.
  ANALYSIS_TRAINING_DIR: process.argv[3] ?? TRAINING_FIXTURE_DIR,
});
const { services } = await startServices(config, database, {
  log: quiet,
  jobs: { pollingIntervalSeconds: 0.5, expireInSeconds: 3 },
});
await database.db.insert(orgs).values({ id: 'org_train_crash', name: 'Crash Test' }).onConflictDoNothing();
await seedVerdicts(database.db, 'org_train_crash', { limit: 40 });
await registerTrainOrgModelWorker(services, {
  info: (_data, message) => process.stdout.write(`${message}\n`),
});
await services.jobs.send('train-org-model', { orgId: 'org_train_crash' });
process.stdout.write('training requested\n');
