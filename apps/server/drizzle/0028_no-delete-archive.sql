-- Nothing is deleted (decision 0035): removing a channel or a recording archives its items (archived_at/by/reason),
-- a purge under the organisation's retention setting redacts an archived item and keeps it as a tombstone
-- (purged_at/by). The counters the tiles, badges and list totals read leave archived items out, as the lists do:
-- archiving an item is an update that takes it out of its counters; restoring one puts it back.
CREATE TABLE "org_retention" (
	"org_id" text PRIMARY KEY NOT NULL,
	"purge_archived_after_days" integer,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "archived_by" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "archived_reason" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "purged_by" text;--> statement-breakpoint
ALTER TABLE "org_retention" ADD CONSTRAINT "org_retention_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "items_archived_idx" ON "items" USING btree ("org_id","archived_at") WHERE "items"."archived_at" is not null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION item_counts_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
  INSERT INTO item_counts AS c (org_id, source, source_key, database, status_id, adr, pqc, mi, n)
  SELECT d.org_id, d.source, k.key, d.database, d.status_id, d.adr, d.pqc, d.mi, sum(d.delta)
  FROM (
    SELECT r.org_id, r.source, r.source_key, r.data, coalesce(r.data->>'database', '') AS database, r.status_id,
           coalesce(r.adr, false) AS adr, coalesce(r.pqc, false) AS pqc, coalesce(r.mi, false) AS mi, 1 AS delta
    FROM new_rows r WHERE r.archived_at IS NULL
  ) d
  CROSS JOIN LATERAL item_count_keys(d.source_key, d.data) AS k(key)
  WHERE EXISTS (SELECT 1 FROM orgs WHERE orgs.id = d.org_id)
  GROUP BY d.org_id, d.source, k.key, d.database, d.status_id, d.adr, d.pqc, d.mi
  HAVING sum(d.delta) <> 0
  ORDER BY d.org_id, d.source, k.key, d.database, d.status_id, d.adr, d.pqc, d.mi
  ON CONFLICT (org_id, source, source_key, database, status_id, adr, pqc, mi)
  DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
  INSERT INTO item_counts AS c (org_id, source, source_key, database, status_id, adr, pqc, mi, n)
  SELECT d.org_id, d.source, k.key, d.database, d.status_id, d.adr, d.pqc, d.mi, sum(d.delta)
  FROM (
    SELECT r.org_id, r.source, r.source_key, r.data, coalesce(r.data->>'database', '') AS database, r.status_id,
           coalesce(r.adr, false) AS adr, coalesce(r.pqc, false) AS pqc, coalesce(r.mi, false) AS mi, -1 AS delta
    FROM old_rows r WHERE r.archived_at IS NULL
  ) d
  CROSS JOIN LATERAL item_count_keys(d.source_key, d.data) AS k(key)
  WHERE EXISTS (SELECT 1 FROM orgs WHERE orgs.id = d.org_id)
  GROUP BY d.org_id, d.source, k.key, d.database, d.status_id, d.adr, d.pqc, d.mi
  HAVING sum(d.delta) <> 0
  ORDER BY d.org_id, d.source, k.key, d.database, d.status_id, d.adr, d.pqc, d.mi
  ON CONFLICT (org_id, source, source_key, database, status_id, adr, pqc, mi)
  DO UPDATE SET n = c.n + excluded.n;
  ELSE
  INSERT INTO item_counts AS c (org_id, source, source_key, database, status_id, adr, pqc, mi, n)
  SELECT d.org_id, d.source, k.key, d.database, d.status_id, d.adr, d.pqc, d.mi, sum(d.delta)
  FROM (
    SELECT r.org_id, r.source, r.source_key, r.data, coalesce(r.data->>'database', '') AS database, r.status_id,
           coalesce(r.adr, false) AS adr, coalesce(r.pqc, false) AS pqc, coalesce(r.mi, false) AS mi, -1 AS delta
    FROM old_rows r WHERE r.archived_at IS NULL
    UNION ALL
    SELECT r.org_id, r.source, r.source_key, r.data, coalesce(r.data->>'database', '') AS database, r.status_id,
           coalesce(r.adr, false) AS adr, coalesce(r.pqc, false) AS pqc, coalesce(r.mi, false) AS mi, 1 AS delta
    FROM new_rows r WHERE r.archived_at IS NULL
  ) d
  CROSS JOIN LATERAL item_count_keys(d.source_key, d.data) AS k(key)
  WHERE EXISTS (SELECT 1 FROM orgs WHERE orgs.id = d.org_id)
  GROUP BY d.org_id, d.source, k.key, d.database, d.status_id, d.adr, d.pqc, d.mi
  HAVING sum(d.delta) <> 0
  ORDER BY d.org_id, d.source, k.key, d.database, d.status_id, d.adr, d.pqc, d.mi
  ON CONFLICT (org_id, source, source_key, database, status_id, adr, pqc, mi)
  DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
