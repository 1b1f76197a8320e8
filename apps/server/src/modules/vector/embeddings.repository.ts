import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { searchableText } from './local-embedder.ts';
import type { Db } from '../../db/client.ts';
import { cases, embeddings, items } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import { formColumn } from '../cases/index.ts';

/** How migration 0022 stored the embedding: pgvector's `vector`, or `real[]` on a server without pgvector. */
export type EmbeddingStorage = 'vector' | 'array';

const storageByDatabase = new WeakMap<Db, Promise<EmbeddingStorage>>();

/** Read once per database from the column's type. */
export function embeddingStorage(db: Db): Promise<EmbeddingStorage> {
  let storage = storageByDatabase.get(db);
  if (!storage) {
    storage = db
      .select({ type: sql<string>`udt_name` })
      .from(sql`information_schema.columns`)
      .where(sql`table_name = 'embeddings' and column_name = 'embedding' and table_schema = current_schema()`)
      .then(([row]) => (row?.type === 'vector' ? 'vector' : 'array'));
    storageByDatabase.set(db, storage);
  }
  return storage;
}

/** A vector as a parameter of the column's type. */
export function vectorParameter(storage: EmbeddingStorage, vector: readonly number[]): SQL {
  return storage === 'vector'
    ? sql`${`[${vector.join(',')}]`}::vector`
    : sql`${`{${vector.join(',')}}`}::real[]`;
}

/** The longest text the full-text document reads (tsvector's limit is 1 MB; the meaning is in the opening). */
const MAX_DOCUMENT_CHARACTERS = 20_000;

/**
 * English and Spanish stems of the folded text (accents off, so "náuseas" and "nauseas" meet), without the mentions
 * a negation denies ("no swelling at all" is not found by "swelling").
 */
export function searchDocumentSql(text: string): SQL {
  const { folded } = searchableText(text.slice(0, MAX_DOCUMENT_CHARACTERS));
  return sql`(to_tsvector('english', ${folded}) || to_tsvector('spanish', ${folded}))`;
}

export interface EmbeddingWrite {
  kind: 'item' | 'case';
  targetId: string;
  orgId: string;
  model: string;
  text: string;
  vector: readonly number[];
}

/** Inserts or replaces the rows of these items and cases, in one statement. */
export async function writeEmbeddings(
  db: DbExecutor,
  storage: EmbeddingStorage,
  rows: readonly EmbeddingWrite[],
): Promise<void> {
  // One row per target: ON CONFLICT may not touch the same row twice in a statement (an item analysed twice in a batch).
  const unique = [...new Map(rows.map((row) => [`${row.kind}:${row.targetId}`, row])).values()];
  if (unique.length === 0) return;
  const values = unique.map(
    (row) =>
      sql`(${row.kind}, ${row.targetId}, ${row.orgId}, ${row.model}, ${row.vector.length}, ${searchDocumentSql(row.text)}, ${vectorParameter(storage, row.vector)}, now())`,
  );
  await db.execute(sql`
    insert into embeddings (kind, target_id, org_id, model, dimensions, search_document, embedding, embedded_at)
    values ${sql.join(values, sql`, `)}
    on conflict (kind, target_id) do update set
      org_id = excluded.org_id, model = excluded.model, dimensions = excluded.dimensions,
      search_document = excluded.search_document, embedding = excluded.embedding, embedded_at = excluded.embedded_at`);
}

/** What an item's vector is made of: its title, its text and the reaction the analysis read. */
export function itemEmbeddingText(item: {
  title: string | null;
  text: string;
  reactionTerm?: string | null;
}): string {
  return [item.title, item.text, item.reactionTerm].filter(Boolean).join('\n');
}

/** What a case's vector is made of: its reference, product, reaction, comment and narrative. */
export function caseEmbeddingText(row: Record<string, unknown>): string {
  return ['referenceId', 'product', 'reaction', 'comment', 'narrative']
    .map((key) => row[key])
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .join('\n');
}

const stale = (model: string) => or(isNull(embeddings.targetId), ne(embeddings.model, model));

/** Items with no vector of `model` (never embedded, or by another model), oldest-id order, up to `limit`. */
export function itemsToEmbed(db: DbExecutor, model: string, limit: number) {
  return db
    .select({
      id: items.id,
      orgId: items.orgId,
      title: items.title,
      text: items.text,
      reactionTerm: items.reactionTerm,
    })
    .from(items)
    .leftJoin(embeddings, and(eq(embeddings.kind, 'item'), eq(embeddings.targetId, items.id)))
    .where(stale(model))
    .limit(limit);
}

/** The same for cases. */
export function casesToEmbed(db: DbExecutor, model: string, limit: number) {
  return db
    .select(caseTextColumns)
    .from(cases)
    .leftJoin(embeddings, and(eq(embeddings.kind, 'case'), eq(embeddings.targetId, cases.id)))
    .where(stale(model))
    .limit(limit);
}

const caseTextColumns = {
  id: cases.id,
  orgId: cases.orgId,
  referenceId: cases.referenceId,
  comment: cases.comment,
  product: sql<string | null>`${formColumn('medicinal_product')}`,
  reaction: sql<string | null>`${formColumn('reaction_term')}`,
  narrative: sql<string | null>`${formColumn('case_narrative')}`,
};

/** One case's text columns (a case saved is embedded again). */
export async function findCaseText(db: DbExecutor, orgId: string, caseId: string) {
  const [row] = await db
    .select(caseTextColumns)
    .from(cases)
    .where(and(eq(cases.orgId, orgId), eq(cases.id, caseId)));
  return row ?? null;
}
