import {
  isAssessmentOf,
  type AssessmentRow,
  type PairAssessmentRequest,
  type StoredPairAssessment,
} from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { listMatchableProducts } from '../products/index.ts';
import { assessmentRowsOf, storedAssessmentsOf } from './case.presenter.ts';
import { findCaseRecord, updateCaseAssessments } from './cases.repository.ts';
import { refreshObligationDue } from './obligation-due.service.ts';

/** A pair's assessment as one flat record for the audit trail (null when unset). */
function auditRecordOf(assessment: Omit<StoredPairAssessment, 'drug' | 'reaction'> | undefined) {
  return {
    reporter_result: assessment?.reporter?.result ?? null,
    reporter_method: assessment?.reporter?.method ?? null,
    company_result: assessment?.company?.result ?? null,
    company_method: assessment?.company?.method ?? null,
    expectedness: assessment?.expectedness_override?.value ?? null,
    expectedness_reason: assessment?.expectedness_override?.reason ?? null,
  };
}

/**
 * PUT /cases/{id}/assessments: one drug–reaction pair's causality (reporter's and company's) and expectedness
 * override, saved whole (decision 0041). The pair must be one the case has now (a suspect or interacting drug and a
 * reaction, by their names); the old and new assessment go into the audit trail in the same transaction, and
 * saving the same assessment changes nothing.
 */
export async function savePairAssessment(
  db: Db,
  caller: Caller,
  id: string,
  request: PairAssessmentRequest,
): Promise<AssessmentRow[]> {
  return db.transaction(async (tx) => {
    const record = await findCaseRecord(tx, caller.orgId, id, { forUpdate: true });
    if (!record) throw AppError.of('case_not_found');
    const dictionary = await listMatchableProducts(tx, caller.orgId);
    const pair = assessmentRowsOf(record, dictionary).find((row) =>
      isAssessmentOf(request, row.drug, row.reaction),
    );
    if (pair === undefined) throw AppError.of('assessment_pair_not_found');
    const stored = storedAssessmentsOf(record);
    const previous = stored.find((assessment) => isAssessmentOf(assessment, pair.drug, pair.reaction));
    const next: StoredPairAssessment = {
      drug: pair.drug,
      reaction: pair.reaction,
      reporter: request.reporter,
      company: request.company,
      expectedness_override: request.expectedness_override,
    };
    const old = auditRecordOf(previous);
    const changed = auditRecordOf(next);
    if (JSON.stringify(old) === JSON.stringify(changed)) return assessmentRowsOf(record, dictionary);
    const assessments = [...stored.filter((assessment) => assessment !== previous), next];
    await updateCaseAssessments(tx, caller.orgId, id, assessments);
    await refreshObligationDue(tx, caller.orgId, id);
    await recordAuditEvent(tx, {
      type: 'case.assessment_changed',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: { case_id: id, drug: pair.drug, reaction: pair.reaction, old, new: changed },
    });
    const saved = await findCaseRecord(tx, caller.orgId, id);
    if (!saved) throw AppError.of('case_not_found');
    return assessmentRowsOf(saved, dictionary);
  });
}
