CREATE TABLE "feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"item_id" text,
	"source" text NOT NULL,
	"user_id" text NOT NULL,
	"flag" text NOT NULL,
	"verdict" text NOT NULL,
	"reason" text,
	"analyzer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"source" text NOT NULL,
	"source_key" text,
	"external_id" text NOT NULL,
	"author" text,
	"title" text,
	"text" text DEFAULT '' NOT NULL,
	"html" text,
	"url" text,
	"published_at" timestamp with time zone NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"adr" boolean,
	"pqc" boolean,
	"mi" boolean,
	"adr_reason" text,
	"pqc_reason" text,
	"mi_reason" text,
	"reaction_term" text,
	"meddra_code" text,
	"summary" text,
	"language" text,
	"ai_status" text DEFAULT 'pending' NOT NULL,
	"ai_error" text,
	"analyzer" text,
	"analyzed_at" timestamp with time zone,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_history" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"item_id" text NOT NULL,
	"status_id" smallint NOT NULL,
	"changed_by" text,
	"changed_by_name" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_history" ADD CONSTRAINT "status_history_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_org_flag_idx" ON "feedback" USING btree ("org_id","flag","verdict");--> statement-breakpoint
CREATE UNIQUE INDEX "items_org_source_external_key" ON "items" USING btree ("org_id","source","external_id");--> statement-breakpoint
CREATE INDEX "items_list_status_idx" ON "items" USING btree ("org_id","source","status_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "items_list_all_idx" ON "items" USING btree ("org_id","source","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "items_source_key_idx" ON "items" USING btree ("org_id","source","source_key","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "items_triage_idx" ON "items" USING btree ("org_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "items"."status_id" = 1 and ("items"."adr" or "items"."pqc" or "items"."mi");--> statement-breakpoint
CREATE INDEX "items_blob_key_idx" ON "items" USING btree (("data"->>'blob_key')) WHERE "items"."data" ? 'blob_key';--> statement-breakpoint
CREATE INDEX "status_history_item_idx" ON "status_history" USING btree ("item_id","changed_at");