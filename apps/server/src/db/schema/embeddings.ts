import { customType, index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { orgs } from './identity.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The vector search's index (decision 0022): one row per item or case, with the embedding of its text by `model`
 * and the English and Spanish full-text document of the same text. A row whose model is not the embedder's
 * current one is stale: searches skip it and the re-index job replaces it.
 *
 * The `embedding` column itself is added by migration 0022 and is not declared here: `vector` (pgvector, with an
 * HNSW index for the in-process embedder's 256 dimensions) where the extension exists, else `real[]`. Queries
 * read and write it with raw SQL (embeddings.repository.ts).
 */
export const embeddings = pgTable(
  'embeddings',
  {
    kind: text('kind').notNull().$type<'item' | 'case'>(),
    targetId: text('target_id').notNull(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    dimensions: smallint('dimensions').notNull(),
    searchDocument: tsvector('search_document').notNull(),
    embeddedAt: timestamp('embedded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'embeddings_pkey', columns: [t.kind, t.targetId] }),
    index('embeddings_org_model_idx').on(t.orgId, t.model, t.kind),
    index('embeddings_search_document_idx').using('gin', t.searchDocument),
  ],
);
