import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/transaction.ts';
import { statementRows } from '../../db/statement-rows.ts';

/** What one check found: counters that disagreed with the items, and by how many items in all. */
export interface CounterDrift {
  counters: number;
  items: number;
}

/**
 * Recounts every organisation's items and corrects the counters that disagree, in one statement. One statement
 * sees one snapshot of both tables, and the correction is added as a difference (n + drift), so changes committed
 * while it runs are kept: the check never needs to stop ingestion. Counters at zero are removed.
 */
export async function reconcileItemCounts(db: DbExecutor): Promise<CounterDrift> {
  const [row] = await statementRows<CounterDrift>(
    db,
    sql`
    WITH exact AS (
      SELECT i.org_id, i.source, k.key AS source_key, coalesce(i.data->>'database', '') AS database, i.status_id,
             coalesce(i.adr, false) AS adr, coalesce(i.pqc, false) AS pqc, coalesce(i.mi, false) AS mi,
             count(*) AS n
      FROM items i CROSS JOIN LATERAL item_count_keys(i.source_key, i.data) AS k(key)
      WHERE i.archived_at IS NULL -- archived items are not counted (decision 0035)
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    ),
    drift AS (
      SELECT coalesce(e.org_id, c.org_id) AS org_id, coalesce(e.source, c.source) AS source,
             coalesce(e.source_key, c.source_key) AS source_key, coalesce(e.database, c.database) AS database,
             coalesce(e.status_id, c.status_id) AS status_id, coalesce(e.adr, c.adr) AS adr,
             coalesce(e.pqc, c.pqc) AS pqc, coalesce(e.mi, c.mi) AS mi,
             coalesce(e.n, 0) - coalesce(c.n, 0) AS delta
      FROM exact e
      FULL JOIN item_counts c
        ON (c.org_id, c.source, c.source_key, c.database, c.status_id, c.adr, c.pqc, c.mi)
         = (e.org_id, e.source, e.source_key, e.database, e.status_id, e.adr, e.pqc, e.mi)
      WHERE coalesce(e.n, 0) <> coalesce(c.n, 0)
    ),
    corrected AS (
      INSERT INTO item_counts AS c (org_id, source, source_key, database, status_id, adr, pqc, mi, n)
      SELECT org_id, source, source_key, database, status_id, adr, pqc, mi, delta FROM drift
      ORDER BY org_id, source, source_key, database, status_id, adr, pqc, mi
      ON CONFLICT (org_id, source, source_key, database, status_id, adr, pqc, mi)
      DO UPDATE SET n = c.n + excluded.n
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM corrected)::int AS counters,
           coalesce((SELECT sum(abs(delta)) FROM drift), 0)::int AS items
  `,
  );
  await db.execute(sql`DELETE FROM item_counts WHERE n = 0`);
  return { counters: row?.counters ?? 0, items: row?.items ?? 0 };
}
