import type { PermissionAction } from '../team/permissions.ts';
import type { CaseStatus } from './case-kinds.ts';

/**
 * The case workflow (issue 26 point 6, decision 0034): the steps a case goes through, in order. The SPEC's status
 * (`new`, `progress`, `completed`) follows from the step, so the list, counts, filters and clock read as before.
 * Zod-free, so the case page and the Settings panel load it without the calls' schemas.
 */
export const WORKFLOW_STEPS = [
  'book_in',
  'data_entry',
  'quality_check',
  'medical_review',
  'complete',
] as const;
export type WorkflowStep = (typeof WORKFLOW_STEPS)[number];

/** The steps an organisation may turn off; booking in, data entry and completion every case goes through. */
export const OPTIONAL_WORKFLOW_STEPS = [
  'quality_check',
  'medical_review',
] as const satisfies readonly WorkflowStep[];

export interface WorkflowSettings {
  quality_check: boolean;
  medical_review: boolean;
  /** The member who did the data entry may not pass the quality check (four eyes). */
  qc_by_other_reviewer: boolean;
}

/** A new organisation's workflow: every step, and QC by someone other than the author. */
export const DEFAULT_WORKFLOW_SETTINGS: WorkflowSettings = {
  quality_check: true,
  medical_review: true,
  qc_by_other_reviewer: true,
};

export function isWorkflowStep(value: string): value is WorkflowStep {
  return (WORKFLOW_STEPS as readonly string[]).includes(value);
}

/** The SPEC status of a step: booked in is new, complete is completed, everything between is in progress. */
export function statusOfStep(step: WorkflowStep): CaseStatus {
  if (step === 'book_in') return 'new';
  if (step === 'complete') return 'completed';
  return 'progress';
}

/** The steps the organisation uses, in order. */
export function activeSteps(settings: WorkflowSettings): WorkflowStep[] {
  return WORKFLOW_STEPS.filter(
    (step) =>
      (step !== 'quality_check' || settings.quality_check) &&
      (step !== 'medical_review' || settings.medical_review),
  );
}

const indexOf = (step: WorkflowStep) => WORKFLOW_STEPS.indexOf(step);

/**
 * The next step the organisation uses after `step` (null from complete). A case left in a step the organisation
 * has since turned off moves on to the next one it uses.
 */
export function nextStep(settings: WorkflowSettings, step: WorkflowStep): WorkflowStep | null {
  return activeSteps(settings).find((candidate) => indexOf(candidate) > indexOf(step)) ?? null;
}

/** The step before `step` the organisation uses (null from book-in). */
export function previousStep(settings: WorkflowSettings, step: WorkflowStep): WorkflowStep | null {
  return (
    activeSteps(settings)
      .filter((candidate) => indexOf(candidate) < indexOf(step))
      .at(-1) ?? null
  );
}

export type WorkflowDirection = 'forward' | 'back';

/**
 * The permissions a move needs: passing QC or medical review (forward out of it, or sending back from it) is the
 * reviewer's; reaching complete, or leaving it to reopen the case, is completing. Booking in and data entry need
 * only membership.
 */
export function permissionsForMove(from: WorkflowStep, to: WorkflowStep): PermissionAction[] {
  const needed: PermissionAction[] = [];
  if (from === 'quality_check') needed.push('case.pass_qc');
  if (from === 'medical_review') needed.push('case.pass_medical_review');
  if (to === 'complete' || from === 'complete') needed.push('case.complete');
  return needed;
}

/** Sending a case back from a review (QC or medical review) says why: the author reads what to fix. */
export function moveNeedsReason(from: WorkflowStep, direction: WorkflowDirection): boolean {
  return direction === 'back' && (from === 'quality_check' || from === 'medical_review');
}

export const WORKFLOW_REASON_MAX = 1000;

/**
 * What the SPEC's status call (`PUT /case/{id}/status`) means under the workflow: the step it moves the case to,
 * or null when the case already has that status. `completed` moves on from the last step before complete (and so
 * only from there); `progress` moves a new case into data entry and reopens a completed one at data entry; `new`
 * goes back to book-in only from data entry. A status the call cannot reach without skipping a review is refused
 * (undefined): the workflow actions do that, with a reason.
 */
export function stepForStatus(
  settings: WorkflowSettings,
  current: WorkflowStep,
  status: CaseStatus,
): WorkflowStep | null | undefined {
  if (statusOfStep(current) === status) return null;
  switch (status) {
    case 'completed':
      return nextStep(settings, current) === 'complete' ? 'complete' : undefined;
    case 'progress':
      return 'data_entry';
    case 'new':
      return current === 'data_entry' ? 'book_in' : undefined;
  }
}
