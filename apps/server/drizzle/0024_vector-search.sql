-- The vector search's embedding column (decision 0022). With pgvector (PGlite loads it; a server needs the
-- extension installed): a `vector` column without a fixed size, so an outside model of any size fits, and an HNSW
-- index for the in-process embedder's 256 dimensions (a partial index on the cast: pgvector indexes one size).
-- A server without pgvector gets a `real[]` column and the search ranks a candidate set instead (decision 0022).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    CREATE EXTENSION IF NOT EXISTS vector;
  END IF;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pgvector could not be enabled: the vector search ranks without an index';
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') THEN
    ALTER TABLE embeddings ADD COLUMN IF NOT EXISTS embedding vector NOT NULL;
    CREATE INDEX IF NOT EXISTS embeddings_hnsw_256_idx ON embeddings
      USING hnsw ((embedding::vector(256)) vector_cosine_ops) WHERE dimensions = 256;
  ELSE
    ALTER TABLE embeddings ADD COLUMN IF NOT EXISTS embedding real[] NOT NULL;
  END IF;
END
$$;
--> statement-breakpoint
-- An item or case deleted takes its row with it (kind and target_id name either table, so no foreign key can).
CREATE OR REPLACE FUNCTION embeddings_forget_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM embeddings e USING old_rows o WHERE e.kind = 'item' AND e.target_id = o.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION embeddings_forget_case() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM embeddings e USING old_rows o WHERE e.kind = 'case' AND e.target_id = o.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS items_forget_embeddings ON items;
--> statement-breakpoint
CREATE TRIGGER items_forget_embeddings AFTER DELETE ON items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION embeddings_forget_item();
--> statement-breakpoint
DROP TRIGGER IF EXISTS cases_forget_embeddings ON cases;
--> statement-breakpoint
CREATE TRIGGER cases_forget_embeddings AFTER DELETE ON cases
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION embeddings_forget_case();
--> statement-breakpoint
-- A case whose text changes loses its vector: the re-index job (every minute) embeds it again.
CREATE OR REPLACE FUNCTION embeddings_forget_edited_case() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM embeddings WHERE kind = 'case' AND target_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS cases_forget_edited_embeddings ON cases;
--> statement-breakpoint
CREATE TRIGGER cases_forget_edited_embeddings
  AFTER UPDATE OF reference_id, comment, medicinal_product, reaction_term, case_narrative ON cases
  FOR EACH ROW EXECUTE FUNCTION embeddings_forget_edited_case();
