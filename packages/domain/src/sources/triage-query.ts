import { z } from 'zod';
import { SOURCES } from './source-list.ts';
import { MAX_PAGE_SIZE } from '../items/list-limits.ts';
import { flagListParam, listCursorSchema } from '../items/list-query.ts';

/**
 * newest: published, newest first (the spec's inbox); priority: serious first, then possibly serious, then own
 * product, then oldest received.
 */
export const TRIAGE_SORTS = ['newest', 'priority'] as const;
export type TriageSort = (typeof TRIAGE_SORTS)[number];

/** The triage inbox's seriousness filter: what the analysis read (`seriousnessOfFacts`). */
export const TRIAGE_SERIOUSNESS = ['serious', 'possibly_serious'] as const;
export type TriageSeriousness = (typeof TRIAGE_SERIOUSNESS)[number];

/** GET /triage: the cross-source inbox is always paged (it can hold thousands); `source` narrows it to one. */
export const triageQuerySchema = z.object({
  source: z.enum(SOURCES).optional(),
  /** Items with ANY of these flags (ADR, PQC, MI; literature's SS, QM, SI read as their slots). */
  flags: flagListParam.optional(),
  /** Only items that name one of the organisation's own products (decision 0042). */
  own_products: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  /** Only items the analysis found serious, or only those it found possibly serious (issue 27). */
  seriousness: z.enum(TRIAGE_SERIOUSNESS).optional(),
  sort: z.enum(TRIAGE_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
  /** The page after the one whose `pagination.next_cursor` this is. */
  cursor: listCursorSchema.optional(),
});
export type TriageQuery = z.input<typeof triageQuerySchema>;
