import type { PlainMessageKey, ReportCell } from '@vigila/domain';
import { formatDateTime } from '@/lib/format-date.ts';
import {
  CASE_SOURCE_NAME,
  CASE_STATUS_LABEL,
  CASE_TYPE_LABEL,
  FLAG_CODE,
  ITEM_STATUS_LABEL,
} from '@/review/lib/labels.ts';

type Translate = (key: PlainMessageKey) => string;

/** Stored values shown in the reader's words: review and case statuses, case types and sources, flags. */
const VALUE_LABELS: Record<string, Record<string, PlainMessageKey>> = {
  status: { ...ITEM_STATUS_LABEL, ...CASE_STATUS_LABEL },
  case_type: CASE_TYPE_LABEL,
  source: CASE_SOURCE_NAME,
  flag: { ...FLAG_CODE, none: 'customReport.none' },
};

/** An instant as the server sends it (ISO 8601 with a time); plain calendar dates (`2026-03-01`) stay as written. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A cell or group value as the table and chart show it: yes/no, a known value's label, an instant in the reader's
 * language and time zone (when `language` is given; the CSV keeps ISO 8601 UTC), or the text.
 */
export function cellText(t: Translate, column: string, value: ReportCell, language?: string): string {
  if (value === null || value === '') return '';
  if (typeof value === 'boolean') return t(value ? 'customReport.yes' : 'customReport.no');
  const label = VALUE_LABELS[column]?.[value];
  if (label) return t(label);
  return language && INSTANT.test(value) ? formatDateTime(value, language) : value;
}

/** A group's key: as a cell, with `serious` counted as 'true'/'false' text, and an empty value named. */
export function groupText(t: Translate, group: string, key: string | null): string {
  if (key === null || key === '') return t('customReport.empty');
  if (key === 'true' || key === 'false') return cellText(t, group, key === 'true');
  return cellText(t, group, key);
}
