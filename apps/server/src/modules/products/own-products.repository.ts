import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { items, products } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

/** What matching needs of the organisation's active products (archived ones name nothing any more). */
export function listMatchableProducts(db: DbExecutor, orgId: string) {
  return db
    .select({
      id: products.id,
      name: products.name,
      product_type: products.productType,
      brands: products.brands,
      substances: products.substances,
      label_version: products.labelVersion,
      expected_terms: products.expectedTerms,
    })
    .from(products)
    .where(and(eq(products.orgId, orgId), isNull(products.archivedAt)))
    .orderBy(asc(sql`lower(${products.name})`), asc(products.id));
}

export interface ItemText {
  id: string;
  title: string | null;
  text: string;
  ownProductIds: string[];
}

/** A page of the organisation's items after `afterId`, by id: what the re-marking reads. */
export function itemTextsAfter(
  db: DbExecutor,
  orgId: string,
  afterId: string | null,
  limit: number,
): Promise<ItemText[]> {
  return db
    .select({ id: items.id, title: items.title, text: items.text, ownProductIds: items.ownProductIds })
    .from(items)
    .where(afterId === null ? eq(items.orgId, orgId) : and(eq(items.orgId, orgId), gt(items.id, afterId)))
    .orderBy(asc(items.id))
    .limit(limit);
}

/** Sets one item's own-product marker. */
export async function setOwnProductIds(
  db: DbExecutor,
  orgId: string,
  itemId: string,
  ids: string[],
): Promise<void> {
  await db
    .update(items)
    .set({ ownProductIds: ids })
    .where(and(eq(items.orgId, orgId), eq(items.id, itemId)));
}

/** The names of products by id (an item's marker shows them), archived ones included. */
export function productNamesOf(db: DbExecutor, orgId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.orgId, orgId), inArray(products.id, [...ids])));
}
