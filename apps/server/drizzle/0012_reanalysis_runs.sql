CREATE TABLE "reanalysis_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"requested_by" text NOT NULL,
	"status" text NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "reanalysis_run_id" text;--> statement-breakpoint
ALTER TABLE "reanalysis_runs" ADD CONSTRAINT "reanalysis_runs_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reanalysis_runs_org_idx" ON "reanalysis_runs" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "items_reanalysis_run_idx" ON "items" USING btree ("reanalysis_run_id") WHERE "items"."reanalysis_run_id" is not null;