import type { CaseFieldUpdate, CaseFieldValue, CaseType } from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import type { CaseChangeEventType } from '../../audit/audit-event.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { findCaseRecord, updateCaseColumn, type CaseRecord } from './cases.repository.ts';
import { refreshObligationDue } from './obligation-due.service.ts';

export const CASE_NOT_FOUND = 'Case not found';
export const CASE_UPDATED = 'Case updated successfully';
export const CASE_TYPE_UPDATED = 'Case type updated successfully';
export const CASE_STATUS_UPDATED = 'Case status updated successfully';

type Change = { kind: 'field'; field: string; value: CaseFieldValue } | { kind: 'type'; value: CaseType };

function currentValue(record: CaseRecord, change: Change): CaseFieldValue {
  switch (change.kind) {
    case 'field':
      return record.form[change.field] ?? null;
    case 'type':
      return record.row.caseType;
  }
}

const AUDIT_TYPE: Record<Change['kind'], CaseChangeEventType> = {
  field: 'case.field_updated',
  type: 'case.type_changed',
};
const AUDIT_FIELD = { type: 'case_type' } as const;

/**
 * One change of one case: the case is locked, so the audit's old value is the one replaced. An unchanged value is a
 * no-op (200, nothing written). Another organisation's case is not found, and nothing changes.
 */
async function changeCase(db: Db, caller: Caller, caseId: string, change: Change): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await findCaseRecord(tx, caller.orgId, caseId, { forUpdate: true });
    if (!record) throw AppError.of('case_not_found');
    const old = currentValue(record, change);
    if (old === change.value) return;
    const field = change.kind === 'field' ? change.field : AUDIT_FIELD[change.kind];
    await updateCaseColumn(
      tx,
      caller.orgId,
      caseId,
      change.kind === 'field' ? { formField: change.field } : 'caseType',
      change.value,
    );
    await refreshObligationDue(tx, caller.orgId, caseId);
    await recordAuditEvent(tx, {
      type: AUDIT_TYPE[change.kind],
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: { case_id: caseId, field, old, new: change.value },
    });
  });
}

/** PUT /case/{id}: one form field, already checked against its type and code list (updateCaseFieldRequestSchema). */
export function updateCaseField(
  db: Db,
  caller: Caller,
  { id, update }: { id: string; update: CaseFieldUpdate },
) {
  return changeCase(db, caller, id, { kind: 'field', field: update.field, value: update.value });
}

export function updateCaseType(db: Db, caller: Caller, { id, caseType }: { id: string; caseType: CaseType }) {
  return changeCase(db, caller, id, { kind: 'type', value: caseType });
}

/** PUT /case/{id}/status moves the case through its workflow: case-workflow.service.ts (decision 0034). */
