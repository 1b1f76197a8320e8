CREATE TABLE "monitored_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"source" text NOT NULL,
	"key" text NOT NULL,
	"label" text,
	"databases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"schedule" text NOT NULL,
	"next_sync_at" timestamp with time zone,
	"last_sync" jsonb,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "monitored_sources" ADD CONSTRAINT "monitored_sources_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitored_sources" ADD CONSTRAINT "monitored_sources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monitored_sources_org_source_key" ON "monitored_sources" USING btree ("org_id","source","key");--> statement-breakpoint
CREATE INDEX "monitored_sources_org_created_idx" ON "monitored_sources" USING btree ("org_id","created_at");