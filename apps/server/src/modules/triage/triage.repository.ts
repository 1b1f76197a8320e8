import type { Source } from '@vigila/domain';
import { and, eq } from 'drizzle-orm';
import { items } from '../../db/schema/index.ts';
import {
  type ItemRow,
  type ListPage,
  pageOfItems,
  type RowColumns,
  triageCondition,
} from '../items/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

/** Pending items with any flag, of every source (or one): the partial index items_triage_idx serves both. */
const inboxOf = (orgId: string, source: Source | undefined) =>
  and(eq(items.orgId, orgId), triageCondition(), source ? eq(items.source, source) : undefined);

export async function listTriageRows(
  db: DbExecutor,
  orgId: string,
  options: { source?: Source } & ListPage,
  columns: RowColumns = 'listRow',
): Promise<ItemRow[]> {
  return pageOfItems(db, orgId, inboxOf(orgId, options.source), options, columns);
}
