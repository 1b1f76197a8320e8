import type { Pagination, Source } from '@vigila/domain';
import type { DbExecutor } from '../../db/transaction.ts';
import type { Caller } from '../../http/caller.ts';
import { countTriageFromCounters, decodeListCursor, type ItemRow, nextCursorOf } from '../items/index.ts';
import { listTriageRows } from './triage.repository.ts';

export interface TriagePageInput {
  source?: Source;
  page: number;
  pageSize: number;
  /** The previous page's `next_cursor`: the page after it, at the cost of the first. */
  cursor?: string;
}

/** One page of the caller's triage inbox (pending items with any flag, newest first) and its paging. */
export async function listTriage(
  db: DbExecutor,
  caller: Caller,
  { source, page, pageSize, cursor }: TriagePageInput,
): Promise<{ rows: ItemRow[]; pagination: Pagination }> {
  const after = cursor === undefined ? undefined : decodeListCursor(cursor);
  const [rows, total] = await Promise.all([
    listTriageRows(db, caller.orgId, { source, limit: pageSize, offset: (page - 1) * pageSize, after }),
    countTriageFromCounters(db, caller.orgId, source),
  ]);
  const totalPages = Math.ceil(total / pageSize);
  return {
    rows,
    pagination: {
      page,
      page_size: pageSize,
      total,
      total_pages: totalPages,
      next_cursor: nextCursorOf(rows, pageSize),
    },
  };
}

/** How many items wait in the caller's triage inbox (the sidebar badge). */
export function countTriage(db: DbExecutor, caller: Caller): Promise<number> {
  return countTriageFromCounters(db, caller.orgId);
}
