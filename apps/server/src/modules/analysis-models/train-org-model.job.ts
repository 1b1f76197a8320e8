import type { AnalysisModelsServices } from './analysis-models.deps.ts';
import { orgsWithNewVerdicts } from './analysis-models.repository.ts';
import { trainOrganisationModel } from './analysis-models.service.ts';

const NIGHTLY = 'nightly';

/**
 * Organisation models (decision 0012): the train-org-model worker (one training at a time per process: each takes
 * a core for seconds), and the nightly sweep that queues one for every organisation with new verdicts.
 */
export async function registerTrainOrgModelWorker(
  services: AnalysisModelsServices,
  /** Told when a training starts (its thread then works for seconds). */
  log?: { info: (data: object, message: string) => void },
): Promise<void> {
  const { jobs, config, database } = services;
  await jobs.work('train-org-model', ({ orgId }) => trainOrganisationModel({ ...services, log }, orgId), {
    concurrency: 1,
  });
  await jobs.work(
    'train-org-models',
    async () => {
      for (const orgId of await orgsWithNewVerdicts(database.db))
        await jobs.send('train-org-model', { orgId });
    },
    { concurrency: 1 },
  );
  const { cron } = config.analysis.retrain;
  if (config.analysis.analyzer === 'ensemble' && cron) {
    await jobs.schedule('train-org-models', cron, { sweep: NIGHTLY }, NIGHTLY);
  } else {
    await jobs.unschedule('train-org-models', NIGHTLY);
  }
}
