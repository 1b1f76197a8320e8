ALTER TABLE "cases" ADD COLUMN "meets_local_expedited_criteria" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "fda_local_criteria_report_type" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "fda_combination_product" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "sender_fax" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "race" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "ethnicity" text;