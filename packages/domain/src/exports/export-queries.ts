import { z } from 'zod';
import { caseListQuerySchema } from '../cases/case-shapes.ts';
import { listQuerySchema } from '../items/list-query.ts';
import { triageQuerySchema } from '../sources/triage-query.ts';
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
