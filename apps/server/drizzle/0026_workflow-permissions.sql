-- The case workflow and the roles' permissions (decision 0034). Existing cases take the step their SPEC status
-- stands for: completed → complete, in progress → data entry, new → book-in.
CREATE TABLE "org_role_permissions" (
	"org_id" text NOT NULL,
	"role" text NOT NULL,
	"action" text NOT NULL,
	"allowed" boolean NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_role_permissions_org_id_role_action_pk" PRIMARY KEY("org_id","role","action")
);
--> statement-breakpoint
CREATE TABLE "org_workflow_settings" (
	"org_id" text PRIMARY KEY NOT NULL,
	"quality_check" boolean DEFAULT true NOT NULL,
	"medical_review" boolean DEFAULT true NOT NULL,
	"qc_by_other_reviewer" boolean DEFAULT true NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "workflow_step" text DEFAULT 'book_in' NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "data_entry_by" text;--> statement-breakpoint
ALTER TABLE "org_role_permissions" ADD CONSTRAINT "org_role_permissions_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_role_permissions" ADD CONSTRAINT "org_role_permissions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_workflow_settings" ADD CONSTRAINT "org_workflow_settings_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_workflow_settings" ADD CONSTRAINT "org_workflow_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_data_entry_by_users_id_fk" FOREIGN KEY ("data_entry_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "cases" SET "workflow_step" = CASE "status"
  WHEN 'completed' THEN 'complete'
  WHEN 'progress' THEN 'data_entry'
  ELSE 'book_in'
END;
