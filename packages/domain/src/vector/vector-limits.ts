// The vector search's kinds and statuses (decision 0022), without zod: the web's /vector page reads them.
import { CASE_STATUSES } from '../cases/case-kinds.ts';
import { STATUS_FILTERS } from '../items/status.ts';

/** What the vector search looks through (decision 0022). */
export const VECTOR_KINDS = ['all', 'items', 'cases'] as const;
export type VectorKind = (typeof VECTOR_KINDS)[number];

/** Item review statuses and case statuses: each filters the results that have it (an item status hides cases). */
export const VECTOR_STATUSES = [
  ...STATUS_FILTERS.filter((status) => status !== 'all'),
  ...CASE_STATUSES,
] as const as readonly ['pending', 'needs_review', 'non_relevant', 'new', 'progress', 'completed'];
export type VectorStatus = (typeof VECTOR_STATUSES)[number];
