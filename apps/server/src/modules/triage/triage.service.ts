import type { Pagination, Source } from '@vigila/domain';
import type { DbExecutor } from '../../db/transaction.ts';
import type { Caller } from '../../http/caller.ts';
import type { ItemRow } from '../items/items.repository.ts';
import { countTriageRows, listTriageRows } from './triage.repository.ts';

export interface TriagePageInput {
  source?: Source;
  page: number;
  pageSize: number;
}

/** One page of the caller's triage inbox (pending items with any flag, newest first) and its paging. */
export async function listTriage(
  db: DbExecutor,
  caller: Caller,
  { source, page, pageSize }: TriagePageInput,
): Promise<{ rows: ItemRow[]; pagination: Pagination }> {
  const [rows, total] = await Promise.all([
    listTriageRows(db, caller.orgId, { source, limit: pageSize, offset: (page - 1) * pageSize }),
    countTriageRows(db, caller.orgId, source),
  ]);
  return { rows, pagination: { page, page_size: pageSize, total, total_pages: Math.ceil(total / pageSize) } };
}

/** How many items wait in the caller's triage inbox (the sidebar badge). */
export function countTriage(db: DbExecutor, caller: Caller): Promise<number> {
  return countTriageRows(db, caller.orgId);
}
