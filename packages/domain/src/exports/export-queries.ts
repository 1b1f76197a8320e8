import { z } from 'zod';
import { caseListQuerySchema } from '../cases/case-shapes.ts';
import { listQuerySchema } from '../items/list-query.ts';
import { triageQuerySchema } from '../items/triage-query.ts';
import { SOURCES } from '../sources/source-list.ts';

/**
 * GET /items/export: one source's list with the list's own filters (listQuerySchema), so the page can send its
 * query string as it is; `page`, `page_size` and `cursor` are accepted and ignored (the export is every row).
 */
export const itemsExportQuerySchema = listQuerySchema.extend({ source: z.enum(SOURCES) });
export type ItemsExportQuery = z.input<typeof itemsExportQuerySchema>;

/** GET /triage/export: the triage inbox's filter (`source`); its paging is ignored. */
export const triageExportQuerySchema = triageQuerySchema;
export type TriageExportQuery = z.input<typeof triageExportQuerySchema>;

/** GET /cases/export: the cases list's filters; its paging is ignored. */
export const casesExportQuerySchema = caseListQuerySchema;
export type CasesExportQuery = z.input<typeof casesExportQuerySchema>;

/** The lists that export, and the name their file starts with: `<list>-<yyyy-mm-dd>.csv`. */
export const EXPORT_LISTS = ['triage', 'cases', ...SOURCES] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

/** The download's file name on a given day (UTC): `cases-2026-11-26.csv`. */
export function exportFileName(list: ExportList, now: Date): string {
  return `${list}-${now.toISOString().slice(0, 10)}.csv`;
}
