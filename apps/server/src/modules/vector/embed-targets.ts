import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import type { ItemVectors } from '../items/index.ts';
import type { Embedder } from './embedder.ts';
import {
  caseEmbeddingText,
  embeddingStorage,
  findCaseText,
  itemEmbeddingText,
  writeEmbeddings,
  type EmbeddingStorage,
  type EmbeddingWrite,
} from './embeddings.repository.ts';

export interface ItemText {
  id: string;
  orgId: string;
  title: string | null;
  text: string;
  reactionTerm?: string | null;
}

/** Vectors of these rows as `kind`, ready to write: one embedder call for all, `textOf` saying what is embedded. */
async function embeddingsOf<T extends { id: string; orgId: string }>(
  embedder: Embedder,
  kind: EmbeddingWrite['kind'],
  rows: readonly T[],
  textOf: (row: T) => string,
): Promise<EmbeddingWrite[]> {
  const texts = rows.map(textOf);
  const vectors = rows.length > 0 ? await embedder.embed(texts) : [];
  return rows.map((row, index) => ({
    kind,
    targetId: row.id,
    orgId: row.orgId,
    model: embedder.model,
    text: texts[index] ?? '',
    vector: vectors[index] ?? [],
  }));
}

/** Vectors of these items, ready to write (one embedder call for all). */
export function itemEmbeddings(embedder: Embedder, rows: readonly ItemText[]): Promise<EmbeddingWrite[]> {
  return embeddingsOf(embedder, 'item', rows, itemEmbeddingText);
}

/** Vectors of these cases (their text columns: reference, product, reaction, comment, narrative). */
export function caseEmbeddings(
  embedder: Embedder,
  rows: readonly (Record<string, unknown> & { id: string; orgId: string })[],
): Promise<EmbeddingWrite[]> {
  return embeddingsOf(embedder, 'case', rows, caseEmbeddingText);
}

/**
 * The analysis job's part: the vectors of the items it analysed, computed before its transaction, written once it commits.
 * An embedder that fails (an outside API down) costs the items only their vectors until the re-index job runs.
 */
export async function prepareItemEmbeddings(
  db: Db,
  embedder: Embedder,
  rows: readonly ItemText[],
  log?: { warn: (data: object, message: string) => void },
): Promise<{ storage: EmbeddingStorage; rows: EmbeddingWrite[] }> {
  const storage = await embeddingStorage(db);
  try {
    return { storage, rows: await itemEmbeddings(embedder, rows) };
  } catch (error) {
    log?.warn(
      { err: error, items: rows.length },
      'Items analysed without their vectors: the re-index job will embed them',
    );
    return { storage, rows: [] };
  }
}

/** A case created or saved: its vector again (the re-index job covers one that fails). */
export async function embedCase(db: Db, embedder: Embedder, orgId: string, caseId: string): Promise<void> {
  const row = await findCaseText(db, orgId, caseId);
  if (!row) return;
  await writeEmbeddings(db, await embeddingStorage(db), await caseEmbeddings(embedder, [row]));
}

/** The analysis job's vector writer (items/item-vectors.ts): prepared before its transaction, written after. */
export function itemVectorWriter(db: Db, embedder: Embedder): ItemVectors {
  return {
    prepare: async (rows, log) => {
      const prepared = await prepareItemEmbeddings(db, embedder, rows, log);
      return { write: () => writeEmbeddings(db, prepared.storage, prepared.rows) };
    },
  };
}

export { writeEmbeddings };
export type { DbExecutor };
