ALTER TABLE "cases" ADD COLUMN "reaction_meddra_pt_code" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "reaction_meddra_version" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "indication_meddra_code" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "indication_meddra_pt_code" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "indication_meddra_version" text;