import { STATUS, type VectorStatus } from '@vigila/domain';
import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { cases, embeddings, items } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import { vectorParameter, type EmbeddingStorage } from './embeddings.repository.ts';
import { LOCAL_EMBEDDING_DIMENSIONS } from './local-embedder.ts';

export type TargetKind = 'item' | 'case';

export interface SearchFilters {
  orgId: string;
  source?: string | undefined;
  flags?: readonly ('adr' | 'pqc' | 'mi')[] | undefined;
  status?: VectorStatus | undefined;
  /** YYYY-MM-DD, inclusive (UTC). */
  from?: string | undefined;
  to?: string | undefined;
  /** Left out of the results (an item's own similar items). */
  excludeId?: string | undefined;
}

export interface RankedId {
  id: string;
  score: number;
}

const ITEM_STATUS_IDS: Partial<Record<VectorStatus, number>> = {
  pending: STATUS.pending,
  needs_review: STATUS.needsReview,
  non_relevant: STATUS.nonRelevant,
};

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** The table a kind lives in, with the columns the filters read. */
function targetOf(kind: TargetKind) {
  return kind === 'item'
    ? {
        table: items,
        id: items.id,
        orgId: items.orgId,
        source: items.source,
        date: items.publishedAt,
        flags: items,
      }
    : {
        table: cases,
        id: cases.id,
        orgId: cases.orgId,
        source: cases.source,
        date: cases.createdAt,
        flags: cases,
      };
}

/** The filters as conditions on the item or case table. A status of the other kind matches nothing. */
function filterConditions(kind: TargetKind, filters: SearchFilters): SQL | undefined {
  const target = targetOf(kind);
  const conditions: (SQL | undefined)[] = [eq(target.orgId, filters.orgId)];
  if (filters.source) conditions.push(eq(target.source, filters.source));
  if (filters.flags && filters.flags.length > 0) {
    conditions.push(or(...filters.flags.map((flag) => eq(target.flags[flag], true))));
  }
  if (filters.status) {
    const statusId = ITEM_STATUS_IDS[filters.status];
    if (kind === 'item') conditions.push(statusId === undefined ? sql`false` : eq(items.statusId, statusId));
    else conditions.push(statusId === undefined ? eq(cases.status, filters.status) : sql`false`);
  }
  if (filters.from) conditions.push(gte(target.date, dayStart(filters.from)));
  if (filters.to) conditions.push(lt(target.date, nextDay(filters.to)));
  if (filters.excludeId) conditions.push(sql`${target.id} <> ${filters.excludeId}`);
  return and(...conditions);
}

/** Rows of `kind` whose item or case passes the filters: the join every list below starts from. */
function filteredEmbeddings<F extends Record<string, SQL>>(
  db: DbExecutor,
  kind: TargetKind,
  filters: SearchFilters,
  fields: F,
  ...conditions: (SQL | undefined)[]
) {
  const target = targetOf(kind);
  return db
    .select({ id: embeddings.targetId, ...fields })
    .from(embeddings)
    .innerJoin(target.table, eq(target.id, embeddings.targetId))
    .where(
      and(
        eq(embeddings.kind, kind),
        eq(embeddings.orgId, filters.orgId),
        filterConditions(kind, filters),
        ...conditions,
      ),
    );
}

/**
 * The nearest vectors of `model` through pgvector (the HNSW index for the in-process embedder's size; an exact scan
 * for an outside model's). Cosine similarity, best first. Run with hnsw.iterative_scan on, so filters that
 * reject the nearest rows make the index scan go on instead of answering fewer (see searchWithinIndex).
 */
export async function nearestByIndex(
  db: DbExecutor,
  kind: TargetKind,
  filters: SearchFilters,
  query: { model: string; vector: readonly number[]; limit: number },
): Promise<RankedId[]> {
  const indexed = query.vector.length === LOCAL_EMBEDDING_DIMENSIONS;
  const column = indexed
    ? sql`(${sql.raw('embeddings.embedding')}::vector(256))`
    : sql.raw('embeddings.embedding');
  const vector = indexed
    ? sql`${`[${query.vector.join(',')}]`}::vector(256)`
    : vectorParameter('vector', query.vector);
  const distance = sql`(${column} <=> ${vector})`;
  const rows = await filteredEmbeddings(
    db,
    kind,
    filters,
    { distance: sql<number | string>`${distance}` },
    eq(embeddings.model, query.model),
    eq(embeddings.dimensions, query.vector.length),
  )
    .orderBy(distance)
    .limit(query.limit);
  return rows.map((row) => ({ id: row.id, score: 1 - Number(row.distance) }));
}

/**
 * Without pgvector: the cosine of `real[]` vectors over a candidate set — the full-text matches given and the
 * `recent` newest items or cases that pass the filters — computed by the database (decision 0022).
 */
export async function nearestAmongCandidates(
  db: DbExecutor,
  kind: TargetKind,
  filters: SearchFilters,
  query: {
    model: string;
    vector: readonly number[];
    limit: number;
    recent: number;
    alsoIds: readonly string[];
  },
): Promise<RankedId[]> {
  const target = targetOf(kind);
  const newest = db
    .select({ id: target.id })
    .from(target.table)
    .where(filterConditions(kind, filters))
    .orderBy(desc(target.date))
    .limit(query.recent);
  const candidates =
    query.alsoIds.length > 0
      ? or(inArray(embeddings.targetId, newest), inArray(embeddings.targetId, [...query.alsoIds]))
      : inArray(embeddings.targetId, newest);
  const similarity = sql<
    number | string
  >`(select coalesce(sum(a * b), 0) from unnest(${sql.raw('embeddings.embedding')}, ${vectorParameter('array', query.vector)}) as pair(a, b))`;
  const rows = await filteredEmbeddings(
    db,
    kind,
    filters,
    { similarity },
    eq(embeddings.model, query.model),
    eq(embeddings.dimensions, query.vector.length),
    candidates,
  )
    .orderBy(desc(similarity))
    .limit(query.limit);
  return rows.map((row) => ({ id: row.id, score: Number(row.similarity) }));
}

/** Folded words of the query as an OR of terms, for both dictionaries; null when no word is left. */
function orQuery(words: readonly string[]): SQL | null {
  if (words.length === 0) return null;
  const terms = words.join(' | ');
  return sql`(to_tsquery('english', ${terms}) || to_tsquery('spanish', ${terms}))`;
}

/** Full-text matches of any of the words (English and Spanish stems), by ts_rank_cd, best first. */
export async function fullTextMatches(
  db: DbExecutor,
  kind: TargetKind,
  filters: SearchFilters,
  query: { words: readonly string[]; limit: number },
): Promise<RankedId[]> {
  return rankedMatches(db, kind, filters, orQuery(query.words), query.limit);
}

/** One medicine as the names a text may give it, each name as its words (`drugNamesIn`: none is empty). */
type DrugNames = readonly (readonly string[])[];

/** Targets naming every drug of the query, each by any of its names (decision 0022's drug-first rule). */
export async function drugMatches(
  db: DbExecutor,
  kind: TargetKind,
  filters: SearchFilters,
  query: { drugs: readonly DrugNames[]; limit: number },
): Promise<RankedId[]> {
  return rankedMatches(db, kind, filters, everyDrugQuery(query.drugs), query.limit);
}

async function rankedMatches(
  db: DbExecutor,
  kind: TargetKind,
  filters: SearchFilters,
  tsquery: SQL | null,
  limit: number,
): Promise<RankedId[]> {
  if (!tsquery) return [];
  const rank = sql<number | string>`ts_rank_cd(${embeddings.searchDocument}, ${tsquery})`;
  const rows = await filteredEmbeddings(
    db,
    kind,
    filters,
    { rank },
    sql`${embeddings.searchDocument} @@ ${tsquery}`,
  )
    .orderBy(desc(rank))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, score: Number(row.rank) }));
}

/** One word in either dictionary's stem. */
const eitherStem = (word: string) => sql`(to_tsquery('english', ${word}) || to_tsquery('spanish', ${word}))`;

/** Every drug; a drug by any of its names; a name by every one of its words. */
function everyDrugQuery(drugs: readonly DrugNames[]): SQL | null {
  if (drugs.length === 0) return null;
  const perDrug = drugs.map((names) => {
    const perName = names.map((words) => sql`(${sql.join(words.map(eitherStem), sql` && `)})`);
    return sql`(${sql.join(perName, sql` || `)})`;
  });
  return sql`(${sql.join(perDrug, sql` && `)})`;
}

/** An item's or case's stored vector of `model`, or null when it has none yet. */
export async function storedVector(
  db: DbExecutor,
  orgId: string,
  kind: TargetKind,
  id: string,
  model: string,
): Promise<number[] | null> {
  const [row] = await db
    .select({ text: sql<string>`${sql.raw('embeddings.embedding')}::text` })
    .from(embeddings)
    .where(
      and(
        eq(embeddings.kind, kind),
        eq(embeddings.targetId, id),
        eq(embeddings.orgId, orgId),
        eq(embeddings.model, model),
      ),
    );
  if (!row) return null;
  // vector's text is [1,2,3]; real[]'s is {1,2,3}.
  return row.text
    .replace(/^[[{]|[\]}]$/g, '')
    .split(',')
    .filter(Boolean)
    .map(Number);
}

export type { EmbeddingStorage };
