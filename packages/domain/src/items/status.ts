import { STATUS, type StatusId } from '../constants.ts';

/** The list filter values of SPEC §4.2: pending = status 1 or none; needs_review = 2; non_relevant = 3. */
export const STATUS_FILTERS = ['pending', 'needs_review', 'non_relevant', 'all'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const DEFAULT_STATUS_FILTER: StatusFilter = 'pending';

/** Reads every stored form of a review status: ids 1–3, null/absent (pending), Amazon's strings. */
export function normaliseStatus(value: number | string | null | undefined): StatusId {
  if (value === null || value === undefined) return STATUS.pending;
  switch (value) {
    case 2:
    case '2':
    case 'needs_review':
      return STATUS.needsReview;
    case 3:
    case '3':
    case 'non_relevant':
      return STATUS.nonRelevant;
    default:
      return STATUS.pending;
  }
}

export function statusMatchesFilter(status: StatusId, filter: StatusFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'pending':
      return status === STATUS.pending;
    case 'needs_review':
      return status === STATUS.needsReview;
    case 'non_relevant':
      return status === STATUS.nonRelevant;
  }
}

/** Reviewers may set needs review or non-relevant from any state; nothing sets an item back to pending (§4.2). */
export const SETTABLE_STATUSES = [STATUS.needsReview, STATUS.nonRelevant] as const;
