-- The lists' text search (q) matches one document per item: title, author, text, and the recording fields the
-- spec searches (data.org_name, data.uploaded_by). A trigram GIN index on that expression serves ILIKE '%…%'.
-- A server without pg_trgm keeps working: the search then scans (see modules/items/item-list.query.ts).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: item text search runs without an index';
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS items_search_trgm_idx ON items USING gin (
      (coalesce(title, '') || ' ' || coalesce(author, '') || ' ' || text || ' ' ||
       coalesce(data->>'org_name', '') || ' ' || coalesce(data->>'uploaded_by', '')) gin_trgm_ops
    );
  END IF;
END
$$;
