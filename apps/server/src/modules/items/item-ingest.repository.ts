import type { Source } from '@vigila/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { items } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

export type NewItemRow = typeof items.$inferInsert;

/** An item's natural key (per organisation and source) with its id. */
export interface ItemKeyRow {
  id: string;
  orgId: string;
  source: string;
  externalId: string;
}

const keyColumns = { id: items.id, orgId: items.orgId, source: items.source, externalId: items.externalId };

/** Inserts the rows whose (org_id, source, external_id) is new; answers the keys of those it inserted. */
export async function insertItemsIfAbsent(db: DbExecutor, rows: NewItemRow[]): Promise<ItemKeyRow[]> {
  return db
    .insert(items)
    .values(rows)
    .onConflictDoNothing({ target: [items.orgId, items.source, items.externalId] })
    .returning(keyColumns);
}

/** The items of one organisation and source that have one of these ids at the source. */
export async function findItemKeys(
  db: DbExecutor,
  orgId: string,
  source: Source,
  externalIds: string[],
): Promise<ItemKeyRow[]> {
  return db
    .select(keyColumns)
    .from(items)
    .where(and(eq(items.orgId, orgId), eq(items.source, source), inArray(items.externalId, externalIds)));
}
