import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { caseEmbeddings, itemEmbeddings } from './embed-targets.ts';
import type { Embedder } from './embedder.ts';
import { casesToEmbed, embeddingStorage, itemsToEmbed, writeEmbeddings } from './embeddings.repository.ts';

/** Items or cases embedded per statement, and batches per job before it hands over to a new one. */
export const REINDEX_BATCH_SIZE = 500;
const BATCHES_PER_JOB = 40;
/**
 * Every minute: cases created or edited (migration 0022 drops an edited case's vector), items whose analysis could
 * not embed them, old data and a changed embedder. With nothing to embed, a run is two anti-join queries (bench/vector: their time at 100,000 items).
 */
const REINDEX_CRON = '* * * * *';
const SCHEDULE_KEY = 'embeddings';

/**
 * Embeds items and cases without a vector of the current model, in batches; answers how many it embedded.
 * Idempotent: a row written twice is replaced by the same vector.
 */
export async function reindexEmbeddings(
  db: Db,
  embedder: Embedder,
  maxBatches = BATCHES_PER_JOB,
): Promise<{ embedded: number; more: boolean }> {
  const storage = await embeddingStorage(db);
  let embedded = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const items = await itemsToEmbed(db, embedder.model, REINDEX_BATCH_SIZE);
    const cases =
      items.length < REINDEX_BATCH_SIZE ? await casesToEmbed(db, embedder.model, REINDEX_BATCH_SIZE) : [];
    if (items.length === 0 && cases.length === 0) return { embedded, more: false };
    await writeEmbeddings(db, storage, [
      ...(await itemEmbeddings(embedder, items)),
      ...(await caseEmbeddings(embedder, cases)),
    ]);
    embedded += items.length + cases.length;
  }
  return { embedded, more: true };
}

/** The re-index worker, its schedule, and one run at start-up (old data before the first analysis). */
export async function registerReindexEmbeddingsWorker(deps: {
  db: Db;
  jobs: JobQueue;
  embedder: Embedder;
  log: { info: (data: object, message: string) => void };
}): Promise<void> {
  await deps.jobs.work(
    'reindex-embeddings',
    async () => {
      const { embedded, more } = await reindexEmbeddings(deps.db, deps.embedder);
      if (embedded > 0) deps.log.info({ embedded, model: deps.embedder.model }, 'Items and cases embedded');
      if (more)
        await deps.jobs.send('reindex-embeddings', { sweep: 'continue' }, { singletonKey: 'continue' });
    },
    { concurrency: 1 },
  );
  await deps.jobs.schedule('reindex-embeddings', REINDEX_CRON, { sweep: 'scheduled' }, SCHEDULE_KEY);
  await deps.jobs.send('reindex-embeddings', { sweep: 'startup' }, { singletonKey: 'startup' });
}
