import { SOURCES } from '../sources/source-list.ts';

/** The lists that export, and the name their file starts with: `<list>-<yyyy-mm-dd>.csv`. */
export const EXPORT_LISTS = ['triage', 'cases', ...SOURCES] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

/** The download's file name on a given day (UTC): `cases-2026-11-26.csv`. */
export function exportFileName(list: ExportList, now: Date): string {
  return `${list}-${now.toISOString().slice(0, 10)}.csv`;
}
