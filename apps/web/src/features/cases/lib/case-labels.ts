import {
  enWithoutCaseForm,
  type CaseSource,
  type CaseStatus,
  type CaseType,
  type PlainMessageKey,
} from '@vigila/domain';
import { SOURCE_NAME } from '@/review/lib/labels.ts';

/** Stored statuses are shown as Open, In Progress, Closed (SPEC §3). */
export const CASE_STATUS_LABEL = {
  new: 'cases.statusNew',
  progress: 'cases.statusProgress',
  completed: 'cases.statusCompleted',
} as const satisfies Record<CaseStatus, PlainMessageKey>;

/** The type dropdown's labels (SPEC §2.9). */
export const CASE_TYPE_LABEL = {
  safety_information: 'cases.typeSafetyInformation',
  icsr: 'cases.typeIcsr',
  special_situation: 'cases.typeSpecialSituation',
} as const satisfies Record<CaseType, PlainMessageKey>;

/**
 * The spec's English dropdown label of a type: PUT /case/{id}/type sends it through caseTypePayload, whatever
 * language the screen is in (a Spanish label would not name a stored type). Read from the English texts without
 * the case form, so the cases list does not load the form's labels.
 */
export function caseTypeLabelForPayload(type: CaseType): string {
  return enWithoutCaseForm[CASE_TYPE_LABEL[type]];
}

/** A case's source: an item's source, or a case imported from an E2B file or entered by hand. */
export const CASE_SOURCE_NAME = {
  ...SOURCE_NAME,
  e2b_import: 'caseSource.e2b_import',
  manual: 'caseSource.manual',
} as const satisfies Record<CaseSource, PlainMessageKey>;
