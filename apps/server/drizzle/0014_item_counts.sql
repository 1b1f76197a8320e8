CREATE TABLE "item_counts" (
	"org_id" text NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"database" text NOT NULL,
	"status_id" smallint NOT NULL,
	"adr" boolean NOT NULL,
	"pqc" boolean NOT NULL,
	"mi" boolean NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "item_counts_pkey" PRIMARY KEY("org_id","source","source_key","database","status_id","adr","pqc","mi")
);
--> statement-breakpoint
ALTER TABLE "item_counts" ADD CONSTRAINT "item_counts_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The keys an item is counted under: '' (the whole source), its source_key, and for literature every search term
-- that found it (data.search_terms): the same rule as the lists' source_key filter (item-list.sql.ts).
CREATE FUNCTION item_count_keys(source_key text, data jsonb) RETURNS SETOF text
LANGUAGE sql IMMUTABLE AS $$
  SELECT ''
  UNION SELECT source_key WHERE source_key IS NOT NULL
  UNION SELECT jsonb_array_elements_text(
    CASE WHEN jsonb_typeof(data->'search_terms') = 'array' THEN data->'search_terms' ELSE '[]'::jsonb END
  )
$$;
--> statement-breakpoint
-- One statement's change to the counts: the rows it removed (old_rows) count -1, the rows it added (new_rows) +1,
-- summed per counter so that a multi-row statement is one upsert per counter, taken in key order (so two
-- transactions lock counters in the same order). An update that changes no counted column nets to zero and writes
-- nothing. Rows of an organisation being deleted are skipped: its counters go with it. One branch per event, as a
-- trigger only has the transition tables of its own event.
CREATE FUNCTION item_counts_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
  INSERT INTO item_counts AS c (org_id, source, source_key, database, status_id, adr, pqc, mi, n)
  SELECT d.org_id, d.source, k.key, d.database, d.status_id, d.adr, d.pqc, d.mi, sum(d.delta)
  FROM (
    SELECT r.org_id, r.source, r.source_key, r.data, coalesce(r.data->>'database', '') AS database, r.status_id,
           coalesce(r.adr, false) AS adr, coalesce(r.pqc, false) AS pqc, coalesce(r.mi, false) AS mi, 1 AS delta
    FROM new_rows r
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
    FROM old_rows r
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
    FROM old_rows r
    UNION ALL
    SELECT r.org_id, r.source, r.source_key, r.data, coalesce(r.data->>'database', '') AS database, r.status_id,
           coalesce(r.adr, false) AS adr, coalesce(r.pqc, false) AS pqc, coalesce(r.mi, false) AS mi, 1 AS delta
    FROM new_rows r
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
--> statement-breakpoint
CREATE TRIGGER items_count_insert AFTER INSERT ON items
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION item_counts_apply();
--> statement-breakpoint
CREATE TRIGGER items_count_update AFTER UPDATE ON items
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION item_counts_apply();
--> statement-breakpoint
CREATE TRIGGER items_count_delete AFTER DELETE ON items
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION item_counts_apply();
--> statement-breakpoint
-- The items already stored.
INSERT INTO item_counts (org_id, source, source_key, database, status_id, adr, pqc, mi, n)
SELECT i.org_id, i.source, k.key, coalesce(i.data->>'database', ''), i.status_id,
       coalesce(i.adr, false), coalesce(i.pqc, false), coalesce(i.mi, false), count(*)
FROM items i CROSS JOIN LATERAL item_count_keys(i.source_key, i.data) AS k(key)
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
