import {
  CASE_REPORT_COLUMNS,
  CASE_REPORT_DATE_FIELDS,
  CASE_REPORT_GROUPS,
  CASE_SOURCES,
  CASE_STATUSES,
  CASE_TYPES,
  DEFAULT_CASE_REPORT_COLUMNS,
  DEFAULT_ITEM_REPORT_COLUMNS,
  ITEM_REPORT_COLUMNS,
  ITEM_REPORT_GROUPS,
  LITERATURE_FLAGS,
  REVIEW_FLAGS,
  SOURCES,
  STATUS_FILTERS,
  type CaseReportDefinition,
  type CustomReportDefinition,
  type ItemReportDefinition,
  type ReportSubject,
} from '@vigila/domain';

export type { CaseReportDefinition, CustomReportDefinition, ItemReportDefinition };

/** A new report of each subject: every row, the default columns, no grouping. */
export function newDefinition(subject: ReportSubject): CustomReportDefinition {
  if (subject === 'items')
    return {
      subject,
      filters: { sources: [], flags: [], status: 'all' },
      columns: [...DEFAULT_ITEM_REPORT_COLUMNS],
      group_by: null,
    };
  return {
    subject,
    filters: { sources: [], date_field: 'created_at' },
    columns: [...DEFAULT_CASE_REPORT_COLUMNS],
    group_by: null,
  };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const listOf = <T extends string>(value: unknown, allowed: readonly T[]): T[] =>
  Array.isArray(value) ? allowed.filter((entry) => value.includes(entry)) : [];
const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined =>
  allowed.find((entry) => entry === value);
const day = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, 200) : undefined;

/** Columns in the order the definition chose them, those of the catalogue only (at least the defaults). */
function columnsOf<T extends string>(value: unknown, allowed: readonly T[], fallback: readonly T[]): T[] {
  const chosen = Array.isArray(value) ? value.filter((name): name is T => allowed.includes(name as T)) : [];
  const unique = [...new Set(chosen)];
  return unique.length > 0 ? unique : [...fallback];
}

/**
 * A definition read from the address bar (or anything else not typed here): what the catalogue knows is kept,
 * the rest dropped. The server validates every run again; this only keeps the builder's state well-formed
 * without loading zod in the page (decision 0014).
 */
export function readDefinition(raw: unknown): CustomReportDefinition | null {
  if (!isObject(raw)) return null;
  const filters = isObject(raw.filters) ? raw.filters : {};
  const common = {
    date_from: day(filters.date_from),
    date_to: day(filters.date_to),
    text: text(filters.text),
  };
  if (raw.subject === 'items')
    return {
      subject: 'items',
      filters: {
        sources: listOf(filters.sources, SOURCES),
        flags: listOf(filters.flags, [...REVIEW_FLAGS, ...LITERATURE_FLAGS]),
        status: oneOf(filters.status, STATUS_FILTERS) ?? 'all',
        ...common,
      },
      columns: columnsOf(raw.columns, ITEM_REPORT_COLUMNS, DEFAULT_ITEM_REPORT_COLUMNS),
      group_by: oneOf(raw.group_by, ITEM_REPORT_GROUPS) ?? null,
    };
  if (raw.subject === 'cases')
    return {
      subject: 'cases',
      filters: {
        sources: listOf(filters.sources, CASE_SOURCES),
        status: oneOf(filters.status, CASE_STATUSES),
        case_type: oneOf(filters.case_type, CASE_TYPES),
        date_field: oneOf(filters.date_field, CASE_REPORT_DATE_FIELDS) ?? 'created_at',
        product: text(filters.product),
        ...common,
      },
      columns: columnsOf(raw.columns, CASE_REPORT_COLUMNS, DEFAULT_CASE_REPORT_COLUMNS),
      group_by: oneOf(raw.group_by, CASE_REPORT_GROUPS) ?? null,
    };
  return null;
}

/** The `definition` parameter of the address: JSON, as the export takes it too. */
export function definitionFromParam(param: string | null): CustomReportDefinition | null {
  if (!param) return null;
  try {
    return readDefinition(JSON.parse(param));
  } catch {
    return null;
  }
}

/** The definition as the server takes it: empty filters left out, so the address stays short. */
export function definitionParam(definition: CustomReportDefinition): string {
  return JSON.stringify(definition, (_key, value: unknown) =>
    value === undefined || value === '' || value === null ? undefined : value,
  );
}
