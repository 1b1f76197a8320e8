import type { CaseSource, PlainMessageKey, VectorKind, VectorStatus } from '@vigila/domain';
import { CASE_SOURCE_NAME, CASE_STATUS_LABEL, ITEM_STATUS_LABEL } from '@/review/lib/labels.ts';

/** Items' and cases' statuses: a hit is either. */
export const VECTOR_STATUS_NAME = {
  ...ITEM_STATUS_LABEL,
  ...CASE_STATUS_LABEL,
} as const satisfies Record<VectorStatus, PlainMessageKey>;

export const VECTOR_KIND_NAME = {
  all: 'vector.kindAll',
  items: 'vector.kindItems',
  cases: 'vector.kindCases',
} as const satisfies Record<VectorKind, PlainMessageKey>;

/** A hit's source label; a source this screen does not know (none today) shows as itself. */
export const sourceLabelKey = (source: string): PlainMessageKey | null =>
  source in CASE_SOURCE_NAME ? CASE_SOURCE_NAME[source as CaseSource] : null;
