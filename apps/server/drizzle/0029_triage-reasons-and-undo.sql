CREATE TABLE "triage_settings" (
	"org_id" text PRIMARY KEY NOT NULL,
	"non_relevant_reasons" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "status_history" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "status_history" ADD COLUMN "reason_label" text;--> statement-breakpoint
ALTER TABLE "status_history" ADD COLUMN "reason_text" text;--> statement-breakpoint
ALTER TABLE "status_history" ADD COLUMN "undo_of" text;--> statement-breakpoint
ALTER TABLE "triage_settings" ADD CONSTRAINT "triage_settings_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;