import { z } from 'zod';
import { REVIEW_FLAGS } from '../constants.ts';
import { CASE_SOURCES } from '../cases/case-kinds.ts';
import { isCalendarDate } from '../calendar-date.ts';
import { VECTOR_KINDS, VECTOR_STATUSES } from './vector-limits.ts';

export const VECTOR_SEARCH_MAX_LIMIT = 50;
const isoDay = z.string().refine(isCalendarDate, 'must be a date as YYYY-MM-DD');

export const vectorSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(500),
  kind: z.enum(VECTOR_KINDS).default('all'),
  source: z.enum(CASE_SOURCES).optional(),
  /** Results with ANY of these flags. */
  flags: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).filter(Boolean))
    .pipe(z.array(z.enum(REVIEW_FLAGS)))
    .optional(),
  status: z.enum(VECTOR_STATUSES).optional(),
  /** YYYY-MM-DD, inclusive, in UTC: an item's published/received date, a case's creation. */
  from: isoDay.optional(),
  to: isoDay.optional(),
  limit: z.coerce.number().int().min(1).max(VECTOR_SEARCH_MAX_LIMIT).default(20),
});
export type VectorSearchQuery = z.input<typeof vectorSearchQuerySchema>;

export const vectorHitSchema = z.object({
  kind: z.enum(['item', 'case']),
  id: z.string(),
  source: z.string(),
  title: z.string(),
  snippet: z.string(),
  adr: z.boolean().nullable(),
  pqc: z.boolean().nullable(),
  mi: z.boolean().nullable(),
  /** An item's review status (pending, needs_review, non_relevant) or a case's (new, progress, completed). */
  status: z.enum(VECTOR_STATUSES),
  date: z.string(),
  /** The fused score, 0–1 (1: first in both the meaning and the words lists). */
  score: z.number(),
  /** Whether the text shares words with the query (full text), besides being near it in meaning. */
  matched_words: z.boolean(),
  detail_path: z.string(),
});
export type VectorHit = z.infer<typeof vectorHitSchema>;

export const vectorSearchResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    hits: z.array(vectorHitSchema),
    /** 'index': every vector is searched through pgvector's HNSW index; 'candidates': only the word matches and the most recent items and cases are compared by meaning (a database without pgvector). */
    mode: z.enum(['index', 'candidates']),
  }),
});
export type VectorSearchResponse = z.infer<typeof vectorSearchResponseSchema>;

export const similarItemsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ hits: z.array(vectorHitSchema) }),
});
export type SimilarItemsResponse = z.infer<typeof similarItemsResponseSchema>;
