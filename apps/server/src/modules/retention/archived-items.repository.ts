import { ARCHIVE_LIST_LIMIT, ARCHIVE_REASONS } from '@vigila/domain';
import { and, count, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import { cases, items } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

export interface ArchivedItemRow {
  id: string;
  source: string;
  sourceKey: string | null;
  externalId: string;
  title: string | null;
  archivedAt: Date;
  archivedReason: string | null;
  purgedAt: Date | null;
  hasCase: boolean;
}

export interface RemovedChannelRow {
  source: string;
  sourceKey: string;
  archivedItems: number;
  archivedAt: Date;
}

/** The organisation's archived items, most recently archived first (the archive view; decision 0035). */
export async function listArchivedItems(db: DbExecutor, orgId: string): Promise<ArchivedItemRow[]> {
  const rows = await db
    .select({
      id: items.id,
      source: items.source,
      sourceKey: items.sourceKey,
      externalId: items.externalId,
      title: items.title,
      archivedAt: items.archivedAt,
      archivedReason: items.archivedReason,
      purgedAt: items.purgedAt,
      // Qualified by hand: drizzle writes a column of a select list unqualified, which the subquery would read as its own.
      hasCase: sql<boolean>`exists (select 1 from ${cases} c where c.item_id = ${sql.raw('"items"."id"')})`,
    })
    .from(items)
    .where(and(eq(items.orgId, orgId), isNotNull(items.archivedAt)))
    .orderBy(desc(items.archivedAt), desc(items.id))
    .limit(ARCHIVE_LIST_LIMIT);
  return rows.map((row) => ({ ...row, archivedAt: row.archivedAt ?? new Date(0) }));
}

/** The channels whose removal archived items: per source and key, how many and when last. */
export async function listRemovedChannels(db: DbExecutor, orgId: string): Promise<RemovedChannelRow[]> {
  const rows = await db
    .select({
      source: items.source,
      sourceKey: items.sourceKey,
      archivedItems: count(),
      archivedAt: max(items.archivedAt),
    })
    .from(items)
    .where(
      and(
        eq(items.orgId, orgId),
        isNotNull(items.archivedAt),
        eq(items.archivedReason, ARCHIVE_REASONS.sourceRemoved),
        isNotNull(items.sourceKey),
      ),
    )
    .groupBy(items.source, items.sourceKey)
    .orderBy(desc(max(items.archivedAt)));
  return rows.map((row) => ({
    source: row.source,
    sourceKey: row.sourceKey ?? '',
    archivedItems: row.archivedItems,
    archivedAt: row.archivedAt ?? new Date(0),
  }));
}
