import type { Source } from '@vigila/domain';

/** Cases (modules/cases): made from an item, then each single-field, type and status change with old → new. */
export type CaseChange = {
  case_id: string;
  field: string;
  old: string | boolean | null;
  new: string | boolean | null;
};
export type CaseAuditEvent =
  | {
      type: 'case.created';
      orgId: string;
      actorUserId: string;
      data: { case_id: string; item_id: string; reference_id: string; source: Source };
    }
  | { type: CaseChangeEventType; orgId: string; actorUserId: string; data: CaseChange }
  | {
      // Issue 13: an entry of a repeatable section added, changed, removed, or the section reordered.
      type: 'case.section_changed';
      orgId: string;
      actorUserId: string;
      data: { case_id: string; section: string; action: string; index: number | null; field: string | null };
    }
  | {
      type: 'case.assigned';
      orgId: string;
      actorUserId: string;
      data: { case_id: string; old: string | null; new: string | null };
    }
  | {
      // Issue 13: a case with no item — entered by hand on /e2b, or read from a partner's E2B file.
      type: 'case.created_by_hand';
      orgId: string;
      actorUserId: string;
      data: { case_id: string };
    }
  | {
      type: 'case.imported';
      orgId: string;
      actorUserId: string;
      data: {
        case_id: string;
        format: 'r2' | 'r3';
        reference_id: string;
        initial_receipt_date: string;
        latest_receipt_date: string;
      };
    }
  | {
      // Decision 0032: day 0 (C.1.4) or the latest receipt (C.1.5) changed by hand, always with the reason.
      type: 'case.receipt_dates_changed';
      orgId: string;
      actorUserId: string;
      data: {
        case_id: string;
        old: { initial_receipt_date: string; latest_receipt_date: string };
        new: { initial_receipt_date: string; latest_receipt_date: string };
        reason: string;
      };
    }
  | {
      // Issue 27: a possibly serious case judged non-serious by a reviewer, with the words that had made it possibly
      // serious and the reviewer's reason.
      type: 'case.seriousness_downgraded';
      orgId: string;
      actorUserId: string;
      data: {
        case_id: string;
        field: 'seriousness';
        old: 'possibly_serious';
        new: 'non_serious';
        words: string;
        reason: string;
      };
    }
  | {
      // Decision 0041: one drug–reaction pair's causality or expectedness override changed, as flat old and new
      // records (reporter_result, reporter_method, company_result, company_method, expectedness, expectedness_reason;
      // null when unset) so the case history shows them part by part.
      type: 'case.assessment_changed';
      orgId: string;
      actorUserId: string;
      data: {
        case_id: string;
        drug: string;
        reaction: string;
        old: AssessmentAuditRecord;
        new: AssessmentAuditRecord;
      };
    }
  | {
      // One event on each of the two cases, so both histories show the link (case_id is the one it is shown on).
      type: 'case.linked' | 'case.unlinked';
      orgId: string;
      actorUserId: string;
      data: { case_id: string; linked_case_id: string; kind: string | null };
    };
export type CaseChangeEventType = 'case.field_updated' | 'case.type_changed' | 'case.status_changed';

/** A pair's assessment as the audit trail keeps it (decision 0041). */
export type AssessmentAuditRecord = {
  reporter_result: string | null;
  reporter_method: string | null;
  company_result: string | null;
  company_method: string | null;
  expectedness: string | null;
  expectedness_reason: string | null;
};
