import { enEveryPage, type CaseType } from '@vigila/domain';
import { CASE_TYPE_LABEL } from '@/review/lib/labels.ts';

/**
 * The spec's English dropdown label of a type: PUT /case/{id}/type sends it through caseTypePayload, whatever
 * language the screen is in (a Spanish label would not name a stored type). Read from the English texts every page
 * has, so the cases list does not load the form's labels.
 */
export function caseTypeLabelForPayload(type: CaseType): string {
  return enEveryPage[CASE_TYPE_LABEL[type]];
}
