import { ARCHIVE_REASONS, type AiStatus, type Source } from '@vigila/domain';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { items } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

export type ItemRow = typeof items.$inferSelect;

export async function findItem(
  db: DbExecutor,
  orgId: string,
  source: Source,
  id: string,
): Promise<ItemRow | null> {
  const [row] = await db
    .select()
    .from(items)
    .where(and(eq(items.orgId, orgId), eq(items.source, source), eq(items.id, id)));
  return row ?? null;
}

/**
 * An item of the organisation and source by its id or by its id at the source (review_id, comment_id, pmid): the
 * SPA's detail routes carry the latter (SPEC §2.1). `forUpdate` locks the row until the transaction ends.
 */
export async function findItemByAnyId(
  db: DbExecutor,
  orgId: string,
  source: Source,
  idOrExternalId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<ItemRow | null> {
  const query = db
    .select()
    .from(items)
    .where(
      and(
        eq(items.orgId, orgId),
        eq(items.source, source),
        or(eq(items.id, idOrExternalId), eq(items.externalId, idOrExternalId)),
      ),
    )
    .limit(2);
  const rows = forUpdate ? await query.for('update') : await query;
  // An own id wins over a coincidentally equal external id of another item.
  return rows.find((row) => row.id === idOrExternalId) ?? rows[0] ?? null;
}

/** An item of any source of the organisation (jobs and the cross-source calls know only the id). */
export async function findItemById(db: DbExecutor, orgId: string, id: string): Promise<ItemRow | null> {
  const [row] = await db
    .select()
    .from(items)
    .where(and(eq(items.orgId, orgId), eq(items.id, id)));
  return row ?? null;
}

export interface ItemContentPatch {
  text?: string;
  language?: string | null;
  summary?: string | null;
  aiStatus?: AiStatus;
  aiError?: string | null;
  /** Merged into data (top-level keys replaced), never replacing it whole. */
  data?: Record<string, unknown>;
}

export async function updateItemContent(
  db: DbExecutor,
  orgId: string,
  id: string,
  patch: ItemContentPatch,
): Promise<void> {
  await db
    .update(items)
    .set({
      ...(patch.text !== undefined ? { text: patch.text } : {}),
      ...(patch.language !== undefined ? { language: patch.language } : {}),
      ...(patch.summary !== undefined ? { summary: patch.summary } : {}),
      ...(patch.aiStatus !== undefined ? { aiStatus: patch.aiStatus } : {}),
      ...(patch.aiError !== undefined ? { aiError: patch.aiError } : {}),
      ...(patch.data !== undefined
        ? { data: sql`${items.data} || ${JSON.stringify(patch.data)}::jsonb` }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(items.orgId, orgId), eq(items.id, id)));
}

/**
 * Archives one item (decision 0035: items are never deleted; its history and cases stay). Returns it, or null when
 * the organisation has no such item or it was archived already.
 */
export async function archiveItem(
  db: DbExecutor,
  orgId: string,
  source: Source,
  request: { id: string; userId: string },
): Promise<ItemRow | null> {
  const [row] = await db
    .update(items)
    .set({ archivedAt: sql`now()`, archivedBy: request.userId, archivedReason: ARCHIVE_REASONS.itemRemoved })
    .where(
      and(
        eq(items.orgId, orgId),
        eq(items.source, source),
        eq(items.id, request.id),
        isNull(items.archivedAt),
      ),
    )
    .returning();
  return row ?? null;
}

export async function updateItemStatus(
  db: DbExecutor,
  orgId: string,
  id: string,
  statusId: number,
): Promise<void> {
  await db
    .update(items)
    .set({ statusId, updatedAt: sql`now()` })
    .where(and(eq(items.orgId, orgId), eq(items.id, id)));
}

/** The item a stored file belongs to (any organisation: a valid signature is the authorisation). */
export async function findBlobOwner(
  db: DbExecutor,
  blobKey: string,
): Promise<{ source: string; contentType: string | null } | null> {
  const [row] = await db
    .select({ source: items.source, contentType: sql<string | null>`${items.data}->>'content_type'` })
    .from(items)
    .where(and(sql`${items.data} ? 'blob_key'`, sql`${items.data}->>'blob_key' = ${blobKey}`))
    .limit(1);
  return row ?? null;
}
