import { describe, expect, it } from 'vitest';
import {
  activeSteps,
  DEFAULT_WORKFLOW_SETTINGS,
  moveNeedsReason,
  nextStep,
  permissionsForMove,
  previousStep,
  statusOfStep,
  stepForStatus,
} from './case-workflow.ts';

const all = DEFAULT_WORKFLOW_SETTINGS;
const noMedical = { ...all, medical_review: false };
const noReviews = { ...all, quality_check: false, medical_review: false };

describe('the workflow steps', () => {
  it('give the SPEC status: book-in new, complete completed, the rest in progress', () => {
    expect(statusOfStep('book_in')).toBe('new');
    expect(statusOfStep('data_entry')).toBe('progress');
    expect(statusOfStep('quality_check')).toBe('progress');
    expect(statusOfStep('medical_review')).toBe('progress');
    expect(statusOfStep('complete')).toBe('completed');
  });

  it('leave out the reviews an organisation turned off', () => {
    expect(activeSteps(noMedical)).toEqual(['book_in', 'data_entry', 'quality_check', 'complete']);
    expect(nextStep(noMedical, 'quality_check')).toBe('complete');
    expect(previousStep(noMedical, 'complete')).toBe('quality_check');
    expect(nextStep(all, 'complete')).toBeNull();
    expect(previousStep(all, 'book_in')).toBeNull();
  });

  it('move a case left in a step turned off on to the next one used', () => {
    expect(nextStep(noMedical, 'medical_review')).toBe('complete');
    expect(previousStep(noReviews, 'medical_review')).toBe('data_entry');
  });
});

describe('a move', () => {
  it('needs the reviewer’s permission out of a review and completion into or out of complete', () => {
    expect(permissionsForMove('book_in', 'data_entry')).toEqual([]);
    expect(permissionsForMove('data_entry', 'quality_check')).toEqual([]);
    expect(permissionsForMove('quality_check', 'medical_review')).toEqual(['case.pass_qc']);
    expect(permissionsForMove('quality_check', 'data_entry')).toEqual(['case.pass_qc']);
    expect(permissionsForMove('medical_review', 'complete')).toEqual([
      'case.pass_medical_review',
      'case.complete',
    ]);
    expect(permissionsForMove('complete', 'medical_review')).toEqual(['case.complete']);
  });

  it('needs a reason only to send a case back from a review', () => {
    expect(moveNeedsReason('quality_check', 'back')).toBe(true);
    expect(moveNeedsReason('medical_review', 'back')).toBe(true);
    expect(moveNeedsReason('quality_check', 'forward')).toBe(false);
    expect(moveNeedsReason('data_entry', 'back')).toBe(false);
  });
});

describe('the SPEC status call under the workflow', () => {
  it('completes only from the last step before complete', () => {
    expect(stepForStatus(all, 'medical_review', 'completed')).toBe('complete');
    expect(stepForStatus(all, 'quality_check', 'completed')).toBeUndefined();
    expect(stepForStatus(noReviews, 'data_entry', 'completed')).toBe('complete');
    expect(stepForStatus(all, 'complete', 'completed')).toBeNull();
  });

  it('starts or reopens a case at data entry and takes it back to new only from data entry', () => {
    expect(stepForStatus(all, 'book_in', 'progress')).toBe('data_entry');
    expect(stepForStatus(all, 'complete', 'progress')).toBe('data_entry');
    expect(stepForStatus(all, 'quality_check', 'progress')).toBeNull();
    expect(stepForStatus(all, 'data_entry', 'new')).toBe('book_in');
    expect(stepForStatus(all, 'quality_check', 'new')).toBeUndefined();
  });
});
