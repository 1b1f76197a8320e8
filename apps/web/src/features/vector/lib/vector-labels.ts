import type { CaseSource, PlainMessageKey, VectorKind, VectorStatus } from '@vigila/domain';
import { SOURCE_NAME } from '@/review/lib/labels.ts';

export const VECTOR_SOURCE_NAME = {
  ...SOURCE_NAME,
  e2b_import: 'caseSource.e2b_import',
  manual: 'caseSource.manual',
} as const satisfies Record<CaseSource, PlainMessageKey>;

export const VECTOR_STATUS_NAME = {
  pending: 'status.pending',
  needs_review: 'status.needsReview',
  non_relevant: 'status.nonRelevant',
  new: 'cases.statusNew',
  progress: 'cases.statusProgress',
  completed: 'cases.statusCompleted',
} as const satisfies Record<VectorStatus, PlainMessageKey>;

export const VECTOR_KIND_NAME = {
  all: 'vector.kindAll',
  items: 'vector.kindItems',
  cases: 'vector.kindCases',
} as const satisfies Record<VectorKind, PlainMessageKey>;

/** A hit's source label; a source this screen does not know (none today) shows as itself. */
export const sourceLabelKey = (source: string): PlainMessageKey | null =>
  source in VECTOR_SOURCE_NAME ? VECTOR_SOURCE_NAME[source as CaseSource] : null;
