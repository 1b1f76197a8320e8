import {
  isWorkflowStep,
  moveNeedsReason,
  nextStep,
  permissionsForMove,
  previousStep,
  statusOfStep,
  stepForStatus,
  WORKFLOW_STEPS,
  type CaseStatus,
  type MoveCaseStepRequest,
  type WorkflowSettings,
  type WorkflowStep,
} from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import type { Db } from '../../db/client.ts';
import type { DbTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { findMemberRoles, orgWorkflowSettings, requirePermission } from '../org/index.ts';
import { findCaseRecord, updateCaseWorkflow, type CaseRecord } from './cases.repository.ts';
import { refreshObligationDue } from './obligation-due.service.ts';

export const CASE_STEP_MOVED = 'Case moved to the next step';
export const CASE_STEP_SENT_BACK = 'Case sent back';

/** The step a stored case is at; a value the workflow does not know reads as book-in. */
export const stepOf = (value: string): WorkflowStep => (isWorkflowStep(value) ? value : 'book_in');

interface Move {
  record: CaseRecord;
  settings: WorkflowSettings;
  from: WorkflowStep;
  to: WorkflowStep;
  reason: string | null;
  /** Who takes the new step: undefined or null leaves it unassigned; `{ keep: true }` keeps the current one. */
  assigneeId: { keep: true } | string | null | undefined;
}

/**
 * Checks and writes one move (decision 0034): the reason of a send-back from a review, the permissions the move
 * needs (from the organisation's matrix in the database), QC kept from the data entry's author when the
 * organisation asks, the new step's assignee a member; then the step, its SPEC status, the author and the assignee,
 * with the move's audit event (and the status change's, when the status changes).
 */
async function applyMove(tx: DbTransaction, caller: Caller, move: Move): Promise<void> {
  const { record, settings, from, to } = move;
  const caseId = record.row.id;
  const direction = WORKFLOW_STEPS.indexOf(to) > WORKFLOW_STEPS.indexOf(from) ? 'forward' : 'back';
  if (moveNeedsReason(from, direction) && !move.reason) throw AppError.of('workflow_reason_required');
  for (const action of permissionsForMove(from, to)) await requirePermission(tx, caller, action);
  if (
    from === 'quality_check' &&
    direction === 'forward' &&
    settings.qc_by_other_reviewer &&
    record.row.dataEntryBy === caller.userId
  )
    throw AppError.of('qc_author_refused');
  const requested = move.assigneeId;
  const keep = typeof requested === 'object' && requested !== null;
  const assigneeId = keep ? record.row.assigneeId : (requested ?? null);
  if (!keep && assigneeId !== null) {
    await requirePermission(tx, caller, 'case.reassign');
    if ((await findMemberRoles(tx, caller.orgId, assigneeId)) === null)
      throw AppError.of('assignee_not_member');
  }
  const dataEntryBy =
    from === 'data_entry' && direction === 'forward' ? caller.userId : record.row.dataEntryBy;
  const oldStatus = record.row.status;
  const status = statusOfStep(to);
  await updateCaseWorkflow(tx, caller.orgId, caseId, { workflowStep: to, status, dataEntryBy, assigneeId });
  await refreshObligationDue(tx, caller.orgId, caseId);
  const actor = { orgId: caller.orgId, actorUserId: caller.userId };
  await recordAuditEvent(tx, {
    type: 'case.workflow_moved',
    ...actor,
    data: {
      case_id: caseId,
      field: 'workflow_step',
      old: from,
      new: to,
      direction,
      reason: move.reason,
      assignee_id: assigneeId,
    },
  });
  if (oldStatus !== status)
    await recordAuditEvent(tx, {
      type: 'case.status_changed',
      ...actor,
      data: { case_id: caseId, field: 'status', old: oldStatus, new: status },
    });
  if (record.row.assigneeId !== assigneeId)
    await recordAuditEvent(tx, {
      type: 'case.assigned',
      ...actor,
      data: { case_id: caseId, old: record.row.assigneeId, new: assigneeId },
    });
}

async function lockedCase(tx: DbTransaction, caller: Caller, id: string) {
  const record = await findCaseRecord(tx, caller.orgId, id, { forUpdate: true });
  if (!record) throw AppError.of('case_not_found');
  return {
    record,
    settings: await orgWorkflowSettings(tx, caller.orgId),
    from: stepOf(record.row.workflowStep),
  };
}

/** POST /cases/{id}/workflow: one step forward or back, in the organisation's workflow. */
export async function moveCaseStep(
  db: Db,
  caller: Caller,
  { id, request }: { id: string; request: MoveCaseStepRequest },
): Promise<{ message: string; workflow_step: WorkflowStep; status: CaseStatus }> {
  return db.transaction(async (tx) => {
    const { record, settings, from } = await lockedCase(tx, caller, id);
    const forward = request.direction === 'forward';
    const to = forward ? nextStep(settings, from) : previousStep(settings, from);
    if (to === null) throw AppError.of(forward ? 'workflow_at_end' : 'workflow_at_start');
    const reason = request.reason ? request.reason : null;
    await applyMove(tx, caller, { record, settings, from, to, reason, assigneeId: request.assignee_id });
    return {
      message: forward ? CASE_STEP_MOVED : CASE_STEP_SENT_BACK,
      workflow_step: to,
      status: statusOfStep(to),
    };
  });
}

/**
 * PUT /case/{id}/status (SPEC §7) under the workflow: the status names the step it leads to (`stepForStatus`), and
 * the move is checked as the workflow's own. The same status again is a no-op; a status the call cannot reach
 * without skipping a review is a 409.
 */
export async function changeCaseStatus(
  db: Db,
  caller: Caller,
  { id, status }: { id: string; status: CaseStatus },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { record, settings, from } = await lockedCase(tx, caller, id);
    const to = stepForStatus(settings, from, status);
    if (to === null) return;
    if (to === undefined) throw AppError.of('status_needs_workflow');
    await applyMove(tx, caller, { record, settings, from, to, reason: null, assigneeId: { keep: true } });
  });
}
