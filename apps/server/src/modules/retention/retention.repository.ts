import { and, count, eq, isNotNull, isNull, lt, notExists, sql, type SQL } from 'drizzle-orm';
import { cases, items, orgRetention } from '../../db/schema/index.ts';
import { statementRows } from '../../db/statement-rows.ts';
import type { DbExecutor } from '../../db/transaction.ts';

export interface RetentionRow {
  purgeArchivedAfterDays: number | null;
  updatedAt: Date | null;
}

/** The organisation's setting; no row is the default: nothing is ever purged. */
export async function findRetention(db: DbExecutor, orgId: string): Promise<RetentionRow> {
  const [row] = await db
    .select({
      purgeArchivedAfterDays: orgRetention.purgeArchivedAfterDays,
      updatedAt: orgRetention.updatedAt,
    })
    .from(orgRetention)
    .where(eq(orgRetention.orgId, orgId));
  return row ?? { purgeArchivedAfterDays: null, updatedAt: null };
}

/** Locks the organisation's setting row (created if absent) so a change and a purge never interleave. */
export async function lockRetention(db: DbExecutor, orgId: string): Promise<RetentionRow> {
  await db.insert(orgRetention).values({ orgId }).onConflictDoNothing();
  const [row] = await db
    .select({
      purgeArchivedAfterDays: orgRetention.purgeArchivedAfterDays,
      updatedAt: orgRetention.updatedAt,
    })
    .from(orgRetention)
    .where(eq(orgRetention.orgId, orgId))
    .for('update');
  return row ?? { purgeArchivedAfterDays: null, updatedAt: null };
}

export async function saveRetention(
  db: DbExecutor,
  orgId: string,
  change: { purgeArchivedAfterDays: number | null; userId: string },
): Promise<void> {
  await db
    .update(orgRetention)
    .set({
      purgeArchivedAfterDays: change.purgeArchivedAfterDays,
      updatedBy: change.userId,
      updatedAt: sql`now()`,
    })
    .where(eq(orgRetention.orgId, orgId));
}

/**
 * What a purge may touch (decision 0035): archived items of the organisation, archived before the cut-off, not yet
 * purged, and never an item a case was made of.
 */
function purgeable(orgId: string, archivedBefore: Date): SQL | undefined {
  return and(
    eq(items.orgId, orgId),
    isNotNull(items.archivedAt),
    lt(items.archivedAt, archivedBefore),
    isNull(items.purgedAt),
    notExists(sql`(select 1 from ${cases} where ${cases.itemId} = ${items.id})`),
  );
}

export async function countArchived(
  db: DbExecutor,
  orgId: string,
  archivedBefore: Date | null,
): Promise<{ archived: number; purgeable: number }> {
  const [archived] = await db
    .select({ n: count() })
    .from(items)
    .where(and(eq(items.orgId, orgId), isNotNull(items.archivedAt)));
  if (!archivedBefore) return { archived: archived?.n ?? 0, purgeable: 0 };
  const [eligible] = await db.select({ n: count() }).from(items).where(purgeable(orgId, archivedBefore));
  return { archived: archived?.n ?? 0, purgeable: eligible?.n ?? 0 };
}

/**
 * Purges the eligible items: their content is redacted and the row stays as a tombstone — id, source, key, external
 * id, dates, status, flags, who archived and who purged, when. The external id stays so that the same record found
 * again is recognised and not ingested twice. Returns each purged item with the file it had (to be removed after
 * the commit).
 */
export async function purgeArchivedItems(
  db: DbExecutor,
  orgId: string,
  request: { archivedBefore: Date; userId: string },
): Promise<{ id: string; blobKey: string | null }[]> {
  return statementRows<{ id: string; blobKey: string | null }>(
    db,
    sql`with target as (
      select ${items.id} as id, ${items.data}->>'blob_key' as blob_key from ${items}
      where ${purgeable(orgId, request.archivedBefore)}
      order by ${items.id}
      for update
    )
    update ${items} set
      title = null, author = null, text = '', html = null, url = null, summary = null,
      adr_reason = null, pqc_reason = null, mi_reason = null, reaction_term = null, meddra_code = null,
      case_facts = null, data = '{}'::jsonb,
      purged_at = now(), purged_by = ${request.userId}, updated_at = now()
    from target where ${items.id} = target.id
    returning ${items.id} as "id", target.blob_key as "blobKey"`,
  );
}
