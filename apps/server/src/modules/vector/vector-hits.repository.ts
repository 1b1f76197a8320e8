import type { VectorHit } from '@vigila/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cases, items } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import { formColumn } from '../cases/index.ts';
import type { EmbeddingStorage } from './embeddings.repository.ts';
import { presentCaseHit, presentItemHit, type Ranking } from './vector-search.presenter.ts';
import type { TargetKind } from './vector-search.repository.ts';

/** pgvector's HNSW candidate list: larger than the default 40, so a 100-long list is read from the index. */
const EF_SEARCH = 120;

/** A result before its row is read: what it is, its fused score, whether it shares words with the query. */
export interface RankedTarget {
  kind: TargetKind;
  id: string;
  rrf: number;
  matchedWords: boolean;
}

/** Runs `work` where pgvector's index scans go on past rows the filters reject (pgvector 0.8 iterative scans). */
export async function withIndexSettings<T>(
  db: Db,
  storage: EmbeddingStorage,
  work: (tx: DbExecutor) => Promise<T>,
) {
  if (storage !== 'vector') return work(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local hnsw.iterative_scan = relaxed_order`);
    await tx.execute(sql.raw(`set local hnsw.ef_search = ${EF_SEARCH}`));
    return work(tx);
  });
}

/** The results' rows, in the ranked order; `best` scales the scores (the highest fused score, or 1 for cosines). */
export async function hydrateHits(
  db: DbExecutor,
  orgId: string,
  ranked: readonly RankedTarget[],
  best: number,
): Promise<VectorHit[]> {
  const itemIds = ranked.filter((hit) => hit.kind === 'item').map((hit) => hit.id);
  const caseIds = ranked.filter((hit) => hit.kind === 'case').map((hit) => hit.id);
  const itemRows =
    itemIds.length > 0
      ? await db
          .select()
          .from(items)
          .where(and(eq(items.orgId, orgId), inArray(items.id, itemIds)))
      : [];
  const caseRows =
    caseIds.length > 0
      ? await db
          .select({
            id: cases.id,
            source: cases.source,
            referenceId: cases.referenceId,
            comment: cases.comment,
            product: sql<string | null>`${formColumn('medicinal_product')}`,
            reaction: sql<string | null>`${formColumn('reaction_term')}`,
            narrative: sql<string | null>`${formColumn('case_narrative')}`,
            status: cases.status,
            adr: cases.adr,
            pqc: cases.pqc,
            mi: cases.mi,
            createdAt: cases.createdAt,
          })
          .from(cases)
          .where(and(eq(cases.orgId, orgId), inArray(cases.id, caseIds)))
      : [];
  const itemsById = new Map(itemRows.map((row) => [row.id, row]));
  const casesById = new Map(caseRows.map((row) => [row.id, row]));
  return ranked.flatMap((hit) => {
    const ranking: Ranking = {
      score: best > 0 ? Math.round((hit.rrf / best) * 1000) / 1000 : 0,
      matchedWords: hit.matchedWords,
    };
    const item = hit.kind === 'item' ? itemsById.get(hit.id) : undefined;
    if (item) return [presentItemHit(item, ranking)];
    const found = hit.kind === 'case' ? casesById.get(hit.id) : undefined;
    return found ? [presentCaseHit(found, ranking)] : [];
  });
}
