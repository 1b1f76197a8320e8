import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'orgId' | 'archivedAt' | 'archivedBy' | 'createdAt' | 'updatedAt'
>;

/** The organisation's products, active first then archived, each by name; archived ones only when asked. */
export function listProducts(
  db: DbExecutor,
  orgId: string,
  { archived }: { archived: boolean },
): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(archived ? eq(products.orgId, orgId) : and(eq(products.orgId, orgId), isNull(products.archivedAt)))
    .orderBy(sql`${products.archivedAt} is not null`, asc(sql`lower(${products.name})`), asc(products.id));
}

/** One product of the organisation, locked for the change about to be made to it. */
export async function findProductForUpdate(
  db: DbExecutor,
  orgId: string,
  id: string,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.orgId, orgId), eq(products.id, id)))
    .for('update');
  return row;
}

export async function insertProduct(
  db: DbExecutor,
  row: ProductValues & { id: string; orgId: string },
): Promise<ProductRow> {
  const [inserted] = await db.insert(products).values(row).returning();
  if (!inserted) throw new Error(`product ${row.id} was not inserted`);
  return inserted;
}

export async function updateProduct(
  db: DbExecutor,
  orgId: string,
  id: string,
  values: Partial<ProductValues> & Pick<Partial<ProductRow>, 'archivedAt' | 'archivedBy'>,
): Promise<ProductRow> {
  const [updated] = await db
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(products.orgId, orgId), eq(products.id, id)))
    .returning();
  if (!updated) throw new Error(`product ${id} was not updated`);
  return updated;
}
