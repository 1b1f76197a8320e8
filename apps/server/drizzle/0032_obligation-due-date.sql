ALTER TABLE "cases" ADD COLUMN "obligation_due_date" date;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "obligation_due_receiver" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "obligation_due_revision" integer;