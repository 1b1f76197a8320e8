import type { z } from 'zod';
import type { casesExportQuerySchema, itemsExportQuerySchema, triageExportQuerySchema } from '@vigila/domain';
import type { DbExecutor } from '../../db/transaction.ts';
import type { Caller } from '../../http/caller.ts';
import { type ItemRow, listItemsQuery, type ListPosition } from '../items/index.ts';
import { listTriageRows } from '../triage/index.ts';
import { listCaseExportRows, type CasePosition, type CaseExportRow } from './case-export.repository.ts';
import { CASE_COLUMNS, ITEM_COLUMNS } from './export-columns.ts';
import { csvChunks, keysetPages } from './csv-rows.ts';

/** Rows read per query: enough to keep the round trips few, few enough that memory stays flat. */
export const EXPORT_PAGE_SIZE = 1000;

const itemPosition = (row: ItemRow): ListPosition => ({ publishedAt: row.publishedAt, id: row.id });
const casePosition = (row: CaseExportRow): CasePosition => ({ updatedAt: row.position, id: row.id });

/**
 * One source's list as CSV, with the list's filters (its paging ignored), newest first: the caller's organisation
 * only. Read in keyset pages as the reply is written.
 */
export function exportSourceItems(
  db: DbExecutor,
  caller: Caller,
  query: z.output<typeof itemsExportQuerySchema>,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<string> {
  const scope = { orgId: caller.orgId, sources: [query.source] };
  const pages = keysetPages(
    (after, limit) => listItemsQuery(db, scope, query, { limit, offset: 0, after }, 'whole'),
    itemPosition,
    pageSize,
  );
  return csvChunks(ITEM_COLUMNS, pages);
}

/** The caller's triage inbox as CSV (one source or all, the flag filter), newest first whatever the screen's sort. */
export function exportTriage(
  db: DbExecutor,
  caller: Caller,
  query: z.output<typeof triageExportQuerySchema>,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<string> {
  const pages = keysetPages(
    (after, limit) =>
      listTriageRows(
        db,
        caller.orgId,
        { source: query.source, flags: query.flags, limit, offset: 0, after },
        'whole',
      ),
    itemPosition,
    pageSize,
  );
  return csvChunks(ITEM_COLUMNS, pages);
}

/** The caller's cases as CSV, with the cases list's filters, in its order (last edit first). */
export function exportCases(
  db: DbExecutor,
  caller: Caller,
  query: z.output<typeof casesExportQuerySchema>,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<string> {
  const filters = {
    status: query.status,
    caseType: query.case_type,
    source: query.source,
    overdue: query.overdue,
  };
  const pages = keysetPages(
    (after, limit) => listCaseExportRows(db, caller.orgId, filters, { limit, after }),
    casePosition,
    pageSize,
  );
  return csvChunks(CASE_COLUMNS, pages);
}
