import {
  caseAssessmentSummary,
  obligationsOfCase,
  reportingFactsOfCase,
  type CaseObligation,
  type ProductWithLabel,
  type ReportingRuleVersion,
} from '@vigila/domain';
import { presentCaseDetail } from './case.presenter.ts';
import type { CaseRecord } from './cases.repository.ts';

/**
 * A stored case's obligations, one per receiver, by the rules in force on its day 0: what GET /cases/{id}/obligations
 * answers and what the stored obligation due date is taken from (decision 0044), so the two cannot disagree. The
 * organisation's product dictionary decides each pair's expectedness, and with it the obligations (decision 0042),
 * and the suspects' product types the rules may ask for (decision 0045).
 */
export function obligationsOfRecord(
  record: CaseRecord,
  versions: readonly ReportingRuleVersion[],
  today: string,
  dictionary: readonly ProductWithLabel[],
): CaseObligation[] {
  const detail = presentCaseDetail(record, null, dictionary);
  return obligationsOfCase({
    facts: reportingFactsOfCase({
      source: detail.source,
      form: detail.form,
      reactions: detail.sections.E,
      assessment: caseAssessmentSummary(detail.assessments),
      drugs: detail.sections.G,
      drugProductTypes: detail.drug_products.map((product) => product?.product_type ?? null),
      possiblySerious: detail.possibly_serious_words !== null,
    }),
    initialReceiptDate: detail.initial_receipt_date,
    completed: detail.status === 'completed',
    today,
    versions,
  });
}
