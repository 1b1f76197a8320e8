CREATE TABLE "meddra_releases" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"version" text NOT NULL,
	"language" text NOT NULL,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"llt_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meddra_terms" (
	"release_id" text NOT NULL,
	"org_id" text NOT NULL,
	"llt_code" text NOT NULL,
	"llt_name" text NOT NULL,
	"pt_code" text NOT NULL,
	"pt_name" text NOT NULL,
	"soc_code" text NOT NULL,
	"soc_name" text NOT NULL,
	"current" boolean NOT NULL,
	CONSTRAINT "meddra_terms_release_id_llt_code_pk" PRIMARY KEY("release_id","llt_code")
);
--> statement-breakpoint
ALTER TABLE "meddra_releases" ADD CONSTRAINT "meddra_releases_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meddra_releases" ADD CONSTRAINT "meddra_releases_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meddra_terms" ADD CONSTRAINT "meddra_terms_release_id_meddra_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."meddra_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meddra_terms" ADD CONSTRAINT "meddra_terms_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meddra_releases_one_active_idx" ON "meddra_releases" USING btree ("org_id","language") WHERE "meddra_releases"."active";--> statement-breakpoint
CREATE INDEX "meddra_releases_org_idx" ON "meddra_releases" USING btree ("org_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "meddra_terms_prefix_idx" ON "meddra_terms" USING btree ("release_id",lower("llt_name") text_pattern_ops);--> statement-breakpoint
-- The type-ahead's "contains" and fuzzy matches (ILIKE '%…%', similarity) over LLT names: a trigram GIN index,
-- when pg_trgm is there (migration 0006 installs it when it can). Without it the search scans one release's rows.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS meddra_terms_name_trgm_idx ON meddra_terms USING gin (llt_name gin_trgm_ops);
  END IF;
END
$$;
