import { registerAnalyzeItemWorker } from './modules/items/analyze-item.job.ts';
import { registerCheckItemCountsWorker } from './modules/items/check-item-counts.job.ts';
import { registerSyncMailboxWorker } from './modules/emails/mailboxes/sync-mailbox.job.ts';
import { registerTranscribeRecordingWorker } from './modules/recordings/transcribe-recording.job.ts';
import { registerSyncSourceWorker } from './modules/sources/sync-source.job.ts';
import { registerTrainOrgModelWorker } from './modules/analysis-models/train-org-model.job.ts';
import { registerReindexEmbeddingsWorker } from './modules/vector/reindex-embeddings.job.ts';
import type { AppServices } from './services.ts';

/** Every worker of the server process, registered at start-up. One line per worker. */
export async function registerWorkers(services: AppServices): Promise<void> {
  const { database, jobs, analyzers, embedder, log } = services;
  await registerAnalyzeItemWorker({ db: database.db, jobs, analyzers, embedder, log });
  await registerTrainOrgModelWorker(services);
  await registerSyncMailboxWorker(services);
  await registerTranscribeRecordingWorker(services);
  await registerSyncSourceWorker(services);
  await registerCheckItemCountsWorker({ db: database.db, jobs, log });
  await registerReindexEmbeddingsWorker({ db: database.db, jobs, embedder, log });
}
