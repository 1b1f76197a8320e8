import { sourcesDeps, type SourcesServices } from './sources.deps.ts';
import { syncScheduledSource } from './sync-source.service.ts';

/**
 * The sync-source worker, fired by each source's schedule. A service failure is the sync's outcome (stored on the
 * source, shown in Settings) rather than a job failure: the next scheduled run is the retry, and the connectors
 * already retried transient errors. One sync at a time per process, as outside APIs limit request rates.
 */
export async function registerSyncSourceWorker(services: SourcesServices): Promise<void> {
  const deps = sourcesDeps(services);
  await services.jobs.work(
    'sync-source',
    ({ orgId, connectionId }) => syncScheduledSource(deps, { orgId, sourceId: connectionId }),
    { concurrency: 1 },
  );
}
