import { z } from 'zod';

export const CASE_LINK_KINDS = ['duplicate', 'follow_up'] as const;
export type CaseLinkKind = (typeof CASE_LINK_KINDS)[number];

const reasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('same_product'), product: z.string() }),
  z.object({
    kind: z.literal('similar_reaction'),
    term: z.string(),
    otherTerm: z.string(),
    similarity: z.number(),
  }),
  z.object({ kind: z.literal('similar_text'), similarity: z.number() }),
  z.object({ kind: z.literal('close_in_time'), days: z.number() }),
  z.object({ kind: z.literal('far_in_time'), days: z.number() }),
]);

/** One likely duplicate: a case, or an item not yet made a case, of the caller's organisation. */
export const duplicateCandidateSchema = z.object({
  kind: z.enum(['case', 'item']),
  id: z.string(),
  source: z.string(),
  /** The first words of its text, for the reviewer to recognise it. */
  excerpt: z.string(),
  published_at: z.string(),
  score: z.number(),
  reasons: z.array(reasonSchema),
});
export type DuplicateCandidate = z.infer<typeof duplicateCandidateSchema>;

export const duplicatesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(duplicateCandidateSchema),
});

export const caseLinkParamsSchema = z.object({ id: z.string().min(1), linkedId: z.string().min(1) });

/** POST /cases/{id}/links: the case `id` is a duplicate or a follow-up of `linked_case_id`. */
export const linkCaseRequestSchema = z.object({
  linked_case_id: z.string().trim().min(1).max(200),
  kind: z.enum(CASE_LINK_KINDS),
});
export type LinkCaseRequest = z.infer<typeof linkCaseRequestSchema>;

/** A link as either case sees it: `outgoing` when this case was linked to the other, `incoming` otherwise. */
export const caseLinkSchema = z.object({
  case_id: z.string(),
  kind: z.enum(CASE_LINK_KINDS),
  direction: z.enum(['outgoing', 'incoming']),
  source: z.string(),
  excerpt: z.string(),
  created_at: z.string(),
});
export type CaseLink = z.infer<typeof caseLinkSchema>;

export const caseLinksResponseSchema = z.object({ success: z.literal(true), data: z.array(caseLinkSchema) });
export const caseLinkMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
