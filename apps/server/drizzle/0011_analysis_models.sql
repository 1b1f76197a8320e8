CREATE TABLE "analysis_models" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"version" text NOT NULL,
	"status" text NOT NULL,
	"model" jsonb NOT NULL,
	"verdicts" integer NOT NULL,
	"held_back" integer NOT NULL,
	"evaluation" jsonb NOT NULL,
	"verdicts_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "analysis_models" ADD CONSTRAINT "analysis_models_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_models_org_idx" ON "analysis_models" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_models_one_active" ON "analysis_models" USING btree ("org_id") WHERE "analysis_models"."status" = 'active';