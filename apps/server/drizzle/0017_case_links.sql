CREATE TABLE "case_links" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"case_id" text NOT NULL,
	"linked_case_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_links_not_self" CHECK ("case_links"."case_id" <> "case_links"."linked_case_id"),
	CONSTRAINT "case_links_kind" CHECK ("case_links"."kind" in ('duplicate', 'follow_up'))
);
--> statement-breakpoint
ALTER TABLE "case_links" ADD CONSTRAINT "case_links_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_links" ADD CONSTRAINT "case_links_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_links" ADD CONSTRAINT "case_links_linked_case_id_cases_id_fk" FOREIGN KEY ("linked_case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_links" ADD CONSTRAINT "case_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "case_links_pair_key" ON "case_links" USING btree ("org_id",least("case_id", "linked_case_id"),greatest("case_id", "linked_case_id"));--> statement-breakpoint
CREATE INDEX "case_links_case_idx" ON "case_links" USING btree ("org_id","case_id");--> statement-breakpoint
CREATE INDEX "case_links_linked_idx" ON "case_links" USING btree ("org_id","linked_case_id");--> statement-breakpoint
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
