import type { CustomReportDefinition, RunCustomReportResponse } from '@vigila/domain';
import type { DbExecutor } from '../../db/transaction.ts';
import type { Caller } from '../../http/caller.ts';
import { csvChunks, type CsvColumn, EXPORT_PAGE_SIZE, keysetPages } from '../exports/index.ts';
import {
  countReportGroups,
  countReportRows,
  planReport,
  readReportRows,
  type ReportRow,
} from './reports.repository.ts';

/**
 * POST /custom-reports/run: one page of the report's rows (cells in column order), its total and its grouped
 * counts, in the caller's organisation. The definition was validated by the route's schema.
 */
export async function runCustomReport(
  db: DbExecutor,
  caller: Caller,
  request: { definition: CustomReportDefinition; page: number; page_size: number },
): Promise<RunCustomReportResponse> {
  const plan = planReport(caller.orgId, request.definition);
  const offset = (request.page - 1) * request.page_size;
  const [rows, total, groups] = await Promise.all([
    readReportRows(db, plan, { limit: request.page_size, offset }),
    countReportRows(db, plan),
    countReportGroups(db, plan),
  ]);
  const names = plan.columns.map((column) => column.name);
  return {
    columns: names,
    rows: rows.map((row) => names.map((name) => row.cells[name] ?? null)),
    total,
    page: request.page,
    page_size: request.page_size,
    groups,
  };
}

/**
 * GET /custom-reports/export: every row of the report as CSV, the chosen columns under their catalogue names,
 * read in keyset pages while the reply is written (decision 0019's csvChunks and keysetPages), so memory stays
 * flat however many rows match.
 */
export function exportCustomReport(
  db: DbExecutor,
  caller: Caller,
  definition: CustomReportDefinition,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<string> {
  const plan = planReport(caller.orgId, definition);
  const columns: CsvColumn<ReportRow>[] = plan.columns.map(({ name }) => ({
    header: name,
    cell: (row) => row.cells[name],
  }));
  const pages = keysetPages(
    (after, limit) => readReportRows(db, plan, { limit, after }),
    (row: ReportRow) => row.position,
    pageSize,
  );
  return csvChunks(columns, pages);
}
