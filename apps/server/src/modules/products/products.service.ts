import { randomUUID } from 'node:crypto';
import type { Product, ProductFields } from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import type { DbExecutor, DbTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { requirePermission } from '../org/index.ts';
import type { ProductsDeps } from './products.deps.ts';
import { auditedProduct, presentProduct, productValuesOf } from './product.presenter.ts';
import {
  findProductForUpdate,
  insertProduct,
  listProducts,
  updateProduct,
  type ProductRow,
} from './products.repository.ts';

/** GET /products: every member reads the dictionary (the case form suggests from it); archived ones on request. */
export async function getProducts(
  db: DbExecutor,
  caller: Caller,
  { archived }: { archived: boolean },
): Promise<Product[]> {
  return (await listProducts(db, caller.orgId, { archived })).map(presentProduct);
}

/**
 * The change and its audit event in one transaction, with the re-marking of the organisation's items queued in it
 * too (decision 0042): the items' own-product marker follows the dictionary, and the job exists only if the change
 * commits.
 */
async function changeDictionary(
  deps: ProductsDeps,
  caller: Caller,
  change: (tx: DbTransaction) => Promise<ProductRow>,
): Promise<Product> {
  await requirePermission(deps.db, caller, 'products.edit');
  const row = await deps.db.transaction(async (tx) => {
    const changed = await change(tx);
    await deps.jobs.send(
      'mark-own-products',
      { orgId: caller.orgId },
      { singletonKey: caller.orgId, within: tx },
    );
    // A label's expected reactions decide expectedness, and with it the cases' stored due dates (decision 0044).
    await deps.jobs.send(
      'refresh-obligation-dues',
      { orgId: caller.orgId },
      { singletonKey: caller.orgId, within: tx },
    );
    return changed;
  });
  return presentProduct(row);
}

async function requireProduct(tx: DbExecutor, orgId: string, id: string): Promise<ProductRow> {
  const row = await findProductForUpdate(tx, orgId, id);
  if (!row) throw AppError.of('product_not_found');
  return row;
}

/** POST /products (products.edit): a new entry, audited with everything it holds. */
export function createProduct(deps: ProductsDeps, caller: Caller, fields: ProductFields): Promise<Product> {
  return changeDictionary(deps, caller, async (tx) => {
    const row = await insertProduct(tx, {
      id: randomUUID(),
      orgId: caller.orgId,
      ...productValuesOf(fields),
    });
    await recordAuditEvent(tx, {
      type: 'product.created',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: { product: auditedProduct(presentProduct(row)) },
    });
    return row;
  });
}

/** PUT /products/{id} (products.edit): the whole entry replaced, audited before and after. */
export function changeProduct(
  deps: ProductsDeps,
  caller: Caller,
  { id }: { id: string },
  fields: ProductFields,
): Promise<Product> {
  return changeDictionary(deps, caller, async (tx) => {
    const before = await requireProduct(tx, caller.orgId, id);
    const after = await updateProduct(tx, caller.orgId, id, productValuesOf(fields));
    await recordAuditEvent(tx, {
      type: 'product.changed',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: {
        product_id: id,
        before: auditedProduct(presentProduct(before)),
        after: auditedProduct(presentProduct(after)),
      },
    });
    return after;
  });
}

/**
 * POST /products/{id}/archive and /restore (products.edit): nothing is deleted (decision 0035). An archived product
 * leaves the matching (cases and items no longer link to it) and stays readable; archiving twice changes nothing.
 */
export function setProductArchived(
  deps: ProductsDeps,
  caller: Caller,
  { id }: { id: string },
  archived: boolean,
): Promise<Product> {
  return changeDictionary(deps, caller, async (tx) => {
    const row = await requireProduct(tx, caller.orgId, id);
    if ((row.archivedAt !== null) === archived) return row;
    const changed = await updateProduct(tx, caller.orgId, id, {
      archivedAt: archived ? new Date() : null,
      archivedBy: archived ? caller.userId : null,
    });
    await recordAuditEvent(tx, {
      type: archived ? 'product.archived' : 'product.restored',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: { product_id: id, name: row.name },
    });
    return changed;
  });
}
