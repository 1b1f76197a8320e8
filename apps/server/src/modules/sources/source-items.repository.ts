import { ARCHIVE_REASONS, type AiStatus, type MonitoredSource } from '@vigila/domain';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { items } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

/** The items a monitored source brought in: its key in source_key, or for literature in data.search_terms. */
export function itemsOfSource(orgId: string, source: MonitoredSource, key: string): SQL | undefined {
  return and(
    eq(items.orgId, orgId),
    eq(items.source, source),
    source === 'literature'
      ? or(eq(items.sourceKey, key), sql`${items.data}->'search_terms' @> ${JSON.stringify([key])}::jsonb`)
      : eq(items.sourceKey, key),
  );
}

/**
 * A term that found articles another term had found first: it is added to their data.search_terms (once), so the
 * article shows under both terms. Returns the number of articles that gained the term.
 */
export async function appendSearchTerm(
  db: DbExecutor,
  orgId: string,
  externalIds: string[],
  term: string,
): Promise<number> {
  if (externalIds.length === 0) return 0;
  const updated = await db
    .update(items)
    .set({
      data: sql`jsonb_set(${items.data}, '{search_terms}',
        coalesce(${items.data}->'search_terms', '[]'::jsonb) || ${JSON.stringify([term])}::jsonb)`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(items.orgId, orgId),
        eq(items.source, 'literature'),
        inArray(items.externalId, externalIds),
        sql`not coalesce(${items.data}->'search_terms' @> ${JSON.stringify([term])}::jsonb, false)`,
      ),
    )
    .returning({ id: items.id });
  return updated.length;
}

/** Why an item was archived when its channel was removed: re-adding the channel restores exactly these. */
const SOURCE_REMOVED = ARCHIVE_REASONS.sourceRemoved;

/**
 * Archives the items of a source whose items are its own (decision 0035: nothing is deleted; their status history
 * and cases stay). Returns how many were archived now; items archived before are left as they were.
 */
export async function archiveItemsOfKey(
  db: DbExecutor,
  orgId: string,
  source: MonitoredSource,
  request: { key: string; userId: string },
): Promise<number> {
  const archived = await db
    .update(items)
    .set({ archivedAt: sql`now()`, archivedBy: request.userId, archivedReason: SOURCE_REMOVED })
    .where(and(itemsOfSource(orgId, source, request.key), isNull(items.archivedAt)))
    .returning({ id: items.id });
  return archived.length;
}

/**
 * A literature term removed: articles that only it found are archived (they keep the term, so re-adding it finds
 * them again); the others lose the term, and those whose first term it was take their next one as source_key.
 */
export async function removeSearchTerm(
  db: DbExecutor,
  orgId: string,
  request: { key: string; userId: string },
): Promise<{ archived: number; kept: number }> {
  const term = request.key;
  const ofTerm = and(itemsOfSource(orgId, 'literature', term), isNull(items.archivedAt));
  const remaining = sql`(select coalesce(jsonb_agg(t), '[]'::jsonb)
    from jsonb_array_elements(coalesce(${items.data}->'search_terms', '[]'::jsonb)) as t where t <> ${JSON.stringify(term)}::jsonb)`;
  const archived = await db
    .update(items)
    .set({ archivedAt: sql`now()`, archivedBy: request.userId, archivedReason: SOURCE_REMOVED })
    .where(and(ofTerm, sql`jsonb_array_length(${remaining}) = 0`))
    .returning({ id: items.id });
  const kept = await db
    .update(items)
    .set({
      data: sql`jsonb_set(${items.data}, '{search_terms}', ${remaining})`,
      sourceKey: sql`case when ${items.sourceKey} = ${term} then ${remaining}->>0 else ${items.sourceKey} end`,
      updatedAt: sql`now()`,
    })
    .where(ofTerm)
    .returning({ id: items.id });
  return { archived: archived.length, kept: kept.length };
}

/**
 * The channel added again (decision 0035): the items its removal archived come back to the lists, unless a purge
 * has redacted them since (tombstones stay archived). Items archived one by one (a removed recording) stay archived.
 */
export async function restoreItemsOfKey(
  db: DbExecutor,
  orgId: string,
  source: MonitoredSource,
  key: string,
): Promise<number> {
  const restored = await db
    .update(items)
    .set({ archivedAt: null, archivedBy: null, archivedReason: null })
    .where(
      and(
        itemsOfSource(orgId, source, key),
        eq(items.archivedReason, SOURCE_REMOVED),
        isNull(items.purgedAt),
      ),
    )
    .returning({ id: items.id });
  return restored.length;
}

/** The product name on every review of the ASIN (data.product_name, which the review pages show). */
export async function renameProductItems(
  db: DbExecutor,
  orgId: string,
  asin: string,
  productName: string,
): Promise<number> {
  const updated = await db
    .update(items)
    .set({
      data: sql`${items.data} || ${JSON.stringify({ product_name: productName })}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(itemsOfSource(orgId, 'amazon', asin))
    .returning({ id: items.id });
  return updated.length;
}

const NOT_ANALYSED: AiStatus[] = ['pending', 'failed'];

/**
 * Items of the source not analysed yet (pending, or failed), marked pending again with their error cleared; returns
 * their ids for the caller to queue. `key` narrows it to one monitored source.
 */
export async function resetUnanalysedItems(
  db: DbExecutor,
  orgId: string,
  source: MonitoredSource,
  key?: string,
): Promise<string[]> {
  const rows = await db
    .update(items)
    .set({ aiStatus: 'pending', aiError: null, updatedAt: sql`now()` })
    .where(
      and(
        key === undefined
          ? and(eq(items.orgId, orgId), eq(items.source, source))
          : itemsOfSource(orgId, source, key),
        inArray(items.aiStatus, NOT_ANALYSED),
      ),
    )
    .returning({ id: items.id });
  return rows.map((row) => row.id);
}
