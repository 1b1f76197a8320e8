import type { z } from 'zod';
import type { DbExecutor } from '../../db/transaction.ts';
import type { Caller } from '../../http/caller.ts';
import {
  STATUS,
  type casesExportQuerySchema,
  type itemsExportQuerySchema,
  type triageExportQuerySchema,
} from '@vigila/domain';
import { latestNonRelevantReasons, listItemsQuery, type ItemRow, type ListPosition } from '../items/index.ts';
import { listTriageRows } from '../triage/index.ts';
import { listCaseExportRows, type CasePosition, type CaseExportRow } from './case-export.repository.ts';
import { CASE_COLUMNS, ITEM_COLUMNS, type ItemExportRow } from './export-columns.ts';
import { csvChunks, keysetPages } from './csv-rows.ts';

/** Rows read per query: enough to keep the round trips few, few enough that memory stays flat. */
export const EXPORT_PAGE_SIZE = 1000;

const itemPosition = (row: ItemRow): ListPosition => ({ publishedAt: row.publishedAt, id: row.id });

/** A page of items with the reason of each Non-relevant one (one query per page, not per row). */
async function withNonRelevantReasons(
  db: DbExecutor,
  orgId: string,
  rows: readonly ItemRow[],
): Promise<ItemExportRow[]> {
  const dismissed = rows.filter((row) => row.statusId === STATUS.nonRelevant).map((row) => row.id);
  const reasons = await latestNonRelevantReasons(db, orgId, dismissed);
  return rows.map((row) => ({ ...row, nonRelevantReason: reasons.get(row.id) ?? null }));
}
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
    async (after, limit) =>
      withNonRelevantReasons(
        db,
        caller.orgId,
        await listItemsQuery(db, scope, query, { limit, offset: 0, after }, 'whole'),
      ),
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
    async (after, limit) =>
      withNonRelevantReasons(
        db,
        caller.orgId,
        await listTriageRows(
          db,
          caller.orgId,
          { source: query.source, flags: query.flags, limit, offset: 0, after },
          'whole',
        ),
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
