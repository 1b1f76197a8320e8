import type { PlainMessageKey, ReportCell } from '@vigila/domain';
import { FLAG_CODE, SOURCE_NAME } from '@/review/lib/labels.ts';

type Translate = (key: PlainMessageKey) => string;

/** Stored values shown in the reader's words: review and case statuses, case types and sources, flags. */
const VALUE_LABELS: Record<string, Record<string, PlainMessageKey>> = {
  status: {
    pending: 'status.pending',
    needs_review: 'status.needsReview',
    non_relevant: 'status.nonRelevant',
    new: 'cases.statusNew',
    progress: 'cases.statusProgress',
    completed: 'cases.statusCompleted',
  },
  case_type: {
    safety_information: 'cases.typeSafetyInformation',
    icsr: 'cases.typeIcsr',
    special_situation: 'cases.typeSpecialSituation',
  },
  source: { ...SOURCE_NAME, e2b_import: 'caseSource.e2b_import', manual: 'caseSource.manual' },
  flag: { ...FLAG_CODE, none: 'customReport.none' },
};

/** A cell or group value as the table and chart show it: yes/no, a known value's label, or the text. */
export function cellText(t: Translate, column: string, value: ReportCell): string {
  if (value === null || value === '') return '';
  if (typeof value === 'boolean') return t(value ? 'customReport.yes' : 'customReport.no');
  const label = VALUE_LABELS[column]?.[value];
  return label ? t(label) : value;
}

/** A group's key: as a cell, with `serious` counted as 'true'/'false' text, and an empty value named. */
export function groupText(t: Translate, group: string, key: string | null): string {
  if (key === null || key === '') return t('customReport.empty');
  if (key === 'true' || key === 'false') return cellText(t, group, key === 'true');
  return cellText(t, group, key);
}
