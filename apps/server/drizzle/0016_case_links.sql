CREATE INDEX "case_links_case_idx" ON "case_links" USING btree ("org_id","case_id");--> statement-breakpoint
-- The duplicate finder's candidates (modules/duplicates/duplicate-candidates.repository.ts): cases naming a product
-- (LIKE '%name%') or with a similar comment (pg_trgm % and <%), served by trigram indexes. Items use the lists'
-- items_search_trgm_idx (migration 0006). Without pg_trgm the finder matches products only, by scanning the org's cases.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS cases_product_trgm_idx ON cases USING gin (
      (lower(coalesce(medicinal_product, '') || ' ' || coalesce(active_substance, '') || ' ' ||
        coalesce(additional_entries->>'G', ''))) gin_trgm_ops
    );
    CREATE INDEX IF NOT EXISTS cases_comment_trgm_idx ON cases USING gin (comment gin_trgm_ops);
  END IF;
END
$$;
