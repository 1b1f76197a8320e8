import { z } from 'zod';
import { LITERATURE_FLAGS, REVIEW_FLAGS } from '../constants.ts';
import { isCalendarDate } from '../calendar-date.ts';
import { DATE_FILTER_MODES, MAX_PAGE_SIZE } from './list-limits.ts';
import { STATUS_FILTERS } from './status.ts';

/** An opaque position in a list, as the server gave it in `pagination.next_cursor`. */
export const listCursorSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

const booleanParam = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** ADR/PQC/MI and literature's SS/QM/SI, as a comma list or repeated parameter. */
export const flagListParam = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).filter(Boolean))
  .pipe(z.array(z.enum([...REVIEW_FLAGS, ...LITERATURE_FLAGS])));

/**
 * Query parameters every source list accepts (server-side filtering, SPEC §2.7 / §4.2). The list answers one page
 * (page 1 without `page` or `cursor`) of at most `page_size` rows, in the spec's shape plus `pagination`.
 */
export const listQuerySchema = z.object({
  status: z.enum(STATUS_FILTERS).optional(),
  ai_triage: booleanParam.optional(),
  /** Items with ANY of these flags set (ADR/PQC/MI checkboxes; SS/QM/SI for literature). */
  flags: flagListParam.optional(),
  /** Case-insensitive text search (recordings: transcription, org_name, uploaded_by — SPEC §5). */
  q: z.string().trim().max(200).optional(),
  date_mode: z.enum(DATE_FILTER_MODES).optional(),
  /** YYYY-MM-DD, compared with the item's published/received date in UTC. */
  date: z.string().refine(isCalendarDate, 'must be a date as YYYY-MM-DD').optional(),
  /** asin, username/channel or search term: the per-source sub-list. */
  source_key: z.string().optional(),
  /** Literature: only articles from these databases (the source checkboxes; absent = All Sources). */
  databases: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).filter(Boolean))
    .pipe(z.array(z.enum(['pubmed', 'ibecs'])))
    .optional(),
  page: z.coerce.number().int().min(1).optional(),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
  /** The page after the one whose `pagination.next_cursor` this is (keyset: page 1000 costs what page 1 does). */
  cursor: listCursorSchema.optional(),
});
export type ListQuery = z.input<typeof listQuerySchema>;
export type ParsedListQuery = z.output<typeof listQuerySchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
  /** Send it back as `cursor` (with the next `page`) for the next page; null on the last page. */
  next_cursor: z.string().nullable().optional(),
  /** The total is the planner's estimate: an exact count of a text or date filter took too long ("about N"). */
  estimated: z.boolean().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** The five status tiles (SPEC §2.7): counts over all items of the list, with the non-status filters applied. */
export const statusCountsSchema = z.object({
  triage: z.number().int(),
  pending: z.number().int(),
  needs_review: z.number().int(),
  non_relevant: z.number().int(),
  total: z.number().int(),
});
export type StatusCounts = z.infer<typeof statusCountsSchema>;
export const statusCountsResponseSchema = z.object({
  success: z.literal(true),
  data: statusCountsSchema,
  /** The counts are the planner's estimates: exact counts of a text or date filter took too long ("about N"). */
  estimated: z.boolean().optional(),
});
