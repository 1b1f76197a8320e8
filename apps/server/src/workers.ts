import { registerAnalyzeItemWorker, registerCheckItemCountsWorker } from './modules/items/index.ts';
import { registerSyncMailboxWorker } from './modules/emails/index.ts';
import { registerTranscribeRecordingWorker } from './modules/recordings/index.ts';
import { registerSyncSourceWorker } from './modules/sources/index.ts';
import { registerTrainOrgModelWorker } from './modules/analysis-models/index.ts';
import { itemVectorWriter, registerReindexEmbeddingsWorker } from './modules/vector/index.ts';
import { registerMarkOwnProductsWorker } from './modules/products/index.ts';
import { registerRefreshObligationDuesWorker } from './modules/cases/index.ts';
import type { AppServices } from './services.ts';

/** Every worker of the server process, registered at start-up. One line per worker. */
export async function registerWorkers(services: AppServices): Promise<void> {
  const { database, jobs, analyzers, embedder, log } = services;
  await registerAnalyzeItemWorker({
    db: database.db,
    jobs,
    analyzers,
    vectors: itemVectorWriter(database.db, embedder),
    log,
  });
  await registerTrainOrgModelWorker(services);
  await registerSyncMailboxWorker(services);
  await registerTranscribeRecordingWorker(services);
  await registerSyncSourceWorker(services);
  await registerCheckItemCountsWorker({ db: database.db, jobs, log });
  await registerReindexEmbeddingsWorker({ db: database.db, jobs, embedder, log });
  await registerMarkOwnProductsWorker({ db: database.db, jobs, log });
  await registerRefreshObligationDuesWorker({ db: database.db, jobs, log });
}
