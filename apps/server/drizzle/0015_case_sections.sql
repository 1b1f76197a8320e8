ALTER TABLE "cases" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "additional_entries" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;