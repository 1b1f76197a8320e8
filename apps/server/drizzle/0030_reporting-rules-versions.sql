CREATE TABLE "reporting_rule_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"receiver" text NOT NULL,
	"effective_from" date NOT NULL,
	"rules_table" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reporting_rule_versions" ADD CONSTRAINT "reporting_rule_versions_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_rule_versions" ADD CONSTRAINT "reporting_rule_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reporting_rule_versions_org_idx" ON "reporting_rule_versions" USING btree ("org_id","receiver","effective_from");--> statement-breakpoint
-- A saved version of the reporting rules is part of the record of why a case was due when it was: append-only.
CREATE OR REPLACE FUNCTION reporting_rule_versions_reject_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'reporting_rule_versions is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER reporting_rule_versions_append_only BEFORE UPDATE OR DELETE ON reporting_rule_versions
  FOR EACH ROW EXECUTE FUNCTION reporting_rule_versions_reject_change();
