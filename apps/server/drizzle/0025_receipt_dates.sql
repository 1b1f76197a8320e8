-- When the organisation received each item and the latest information of each case (decision 0032): the dates that
-- start the regulatory clock, instead of when a row was written. Items written before this migration get their
-- e-mail's date when it is earlier than the upload (what the Date header said), else the row's creation time.
ALTER TABLE "items" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
UPDATE "items" SET "received_at" = CASE
  WHEN "source" = 'email' THEN LEAST("published_at", "created_at")
  ELSE "created_at"
END;--> statement-breakpoint
ALTER TABLE "items" ALTER COLUMN "received_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "items" ALTER COLUMN "received_at" SET NOT NULL;--> statement-breakpoint
-- A case's latest receipt is its day 0 until follow-up information is recorded.
ALTER TABLE "cases" ADD COLUMN "latest_receipt_at" timestamp with time zone;--> statement-breakpoint
UPDATE "cases" SET "latest_receipt_at" = "day_zero";--> statement-breakpoint
ALTER TABLE "cases" ALTER COLUMN "latest_receipt_at" SET NOT NULL;
