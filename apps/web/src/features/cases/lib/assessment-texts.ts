import type { AssessmentRow, CausalityAssessment } from '@vigila/domain';
import type { Translate } from '@/lib/i18n/index.ts';

/** A causality as a reader knows it: its WHO-UMC category and method, or "Not assessed". */
export function causalityText(assessment: CausalityAssessment | null, t: Translate): string {
  if (assessment === null) return t('assessment.notAssessed');
  return t('assessment.causalityWithMethod', {
    result: t(`assessment.result.${assessment.result}`),
    method: assessment.method,
  });
}

/** Why a pair's expectedness is what it is: the label that lists it or not, or the reviewer's reason. */
export function expectednessReasonText(reason: AssessmentRow['expectedness_reason'], t: Translate): string {
  switch (reason.kind) {
    case 'listed':
      return t('assessment.reason.listed', { version: reason.labelVersion, term: reason.term });
    case 'not_listed':
      return t('assessment.reason.not_listed', { version: reason.labelVersion });
    case 'override':
      return t('assessment.reason.override', { reason: reason.text });
    case 'no_reference_safety_information':
    case 'reaction_not_coded':
      return t(`assessment.reason.${reason.kind}`);
  }
}
