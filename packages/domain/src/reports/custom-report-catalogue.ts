/**
 * What a custom report may select and group by (issue 14, decision 0024): a fixed catalogue per subject. The server
 * maps each name to its own SQL expression, so a definition never carries SQL or a column the catalogue lacks.
 * Zod-free: the builder shows these lists without loading the schemas.
 */
export const REPORT_SUBJECTS = ['items', 'cases'] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];

/** Columns of an items report: the names of the list export's CSV columns (decision 0019). */
export const ITEM_REPORT_COLUMNS = [
  'id',
  'source_id',
  'source',
  'source_key',
  'title',
  'author',
  'published_at',
  'status',
  'ai_processed',
  'adr',
  'pqc',
  'mi',
  'reaction_term',
  'meddra_code',
  'language',
  'url',
  'text',
] as const;
export type ItemReportColumn = (typeof ITEM_REPORT_COLUMNS)[number];

/** Columns of a cases report: the cases export's CSV columns plus the primary source's country. */
export const CASE_REPORT_COLUMNS = [
  'id',
  'reference_id',
  'source',
  'case_type',
  'status',
  'serious',
  'overdue',
  'day_zero',
  'due_date',
  'assignee',
  'product',
  'reaction',
  'country',
  'adr',
  'pqc',
  'mi',
  'created_at',
  'updated_at',
] as const;
export type CaseReportColumn = (typeof CASE_REPORT_COLUMNS)[number];

/** What an items report can count per group; `flag` counts an item once under each flag it has (or `none`). */
export const ITEM_REPORT_GROUPS = ['source', 'status', 'flag', 'month', 'language', 'reaction_term'] as const;
export type ItemReportGroup = (typeof ITEM_REPORT_GROUPS)[number];

/** What a cases report can count per group; `month` is the month the case was created (UTC). */
export const CASE_REPORT_GROUPS = [
  'source',
  'status',
  'case_type',
  'month',
  'product',
  'country',
  'serious',
  'assignee',
] as const;
export type CaseReportGroup = (typeof CASE_REPORT_GROUPS)[number];

/** Which date a cases report's from/to compare: the case's creation, or its receipt (day zero of the clock). */
export const CASE_REPORT_DATE_FIELDS = ['created_at', 'day_zero'] as const;
export type CaseReportDateField = (typeof CASE_REPORT_DATE_FIELDS)[number];

/** The columns a new report starts with. */
export const DEFAULT_ITEM_REPORT_COLUMNS: readonly ItemReportColumn[] = [
  'source',
  'title',
  'published_at',
  'status',
  'adr',
  'pqc',
  'mi',
];
export const DEFAULT_CASE_REPORT_COLUMNS: readonly CaseReportColumn[] = [
  'reference_id',
  'source',
  'case_type',
  'status',
  'product',
  'reaction',
  'created_at',
];

/** Rows per page of a run, at most; groups the chart shows, at most (the largest first). */
export const REPORT_PAGE_SIZE = 50;
export const MAX_REPORT_PAGE_SIZE = 200;
export const MAX_REPORT_GROUPS = 50;
export const MAX_REPORT_NAME_LENGTH = 120;
