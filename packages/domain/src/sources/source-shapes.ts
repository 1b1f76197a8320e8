import { z } from 'zod';
import { flagFieldsSchema } from '../items/item-shapes.ts';
import { paginationSchema } from '../items/list-query.ts';

/** Fields every presented item of a monitored source carries besides its flags. */
const reviewed = {
  /** The item's own id (uuid): reference_id of change-status, feedback and cases. */
  id: z.string(),
  history_status_id: z.number().int(),
  status: z.object({ id: z.number().int() }),
  /** The monitored source the item came from: ASIN, profile handle, channel, or first search term. */
  source_key: z.string().nullable(),
  created_at: z.string(),
};

/** SPEC §3 Amazon review. `status` there is a string (needs_review | non_relevant | pending): see review_status. */
export const amazonReviewSchema = flagFieldsSchema.extend({
  ...reviewed,
  review_id: z.string(),
  asin: z.string(),
  product_name: z.string().nullable(),
  author: z.string().nullable(),
  review_title: z.string().nullable(),
  review_body: z.string(),
  /** ISO date-time, or null when the store gave none ('No date'). */
  review_date: z.string().nullable(),
  /** As the store gave it; a relative URL is resolved against the Spanish store by the client (SPEC §2.8). */
  review_url: z.string().nullable(),
  rating_score: z.number().min(0).max(5).nullable(),
  verified_purchase: z.boolean(),
  user_profile_link: z.string().nullable(),
  /** Drug names the analysis found in the review (Drug Mentions card), comma-separated; null when none. */
  drug_mention: z.string().nullable(),
  /** The string reading of the status (SPEC §3): pending, needs_review or non_relevant. */
  review_status: z.enum(['pending', 'needs_review', 'non_relevant']),
  /** The store the reviews were read from, e.g. amazon.es. */
  domain: z.string().nullable(),
});
export type AmazonReview = z.infer<typeof amazonReviewSchema>;

/** SPEC §3 Instagram item: one comment (or reply) under a post of a monitored profile. */
export const instagramCommentSchema = flagFieldsSchema.extend({
  ...reviewed,
  comment_id: z.string(),
  /** The commenter. */
  owner_username: z.string(),
  post: z.object({ owner_username: z.string() }),
  parentPost: z.object({ url: z.string().nullable() }),
  text: z.string(),
  textDisplay: z.string(),
  text_original: z.string(),
  commented_at: z.string().nullable(),
  likes_count: z.number().int(),
  replies_count: z.number().int(),
  is_reply: z.boolean(),
  parent_comment_id: z.string().nullable(),
});
export type InstagramComment = z.infer<typeof instagramCommentSchema>;

/** SPEC §3 YouTube comment; replies are flattened into the list with is_reply and parent_comment_id. */
export const youtubeCommentSchema = flagFieldsSchema.extend({
  ...reviewed,
  /** The YouTube comment id (the detail route's commentId). */
  comment_id: z.string(),
  video_id: z.string().nullable(),
  videoUrl: z.string().nullable(),
  channelId: z.string(),
  /** The monitored channel as the user typed it (the sub-list key). */
  username: z.string(),
  text: z.string(),
  /** HTML from the API, sanitised on the server; the browser sanitises again before rendering. */
  textDisplay: z.string(),
  text_original: z.string(),
  author: z.string(),
  author_profile_image_url: z.string().nullable(),
  author_channel_url: z.string().nullable(),
  published_at: z.string().nullable(),
  like_count: z.number().int(),
  reply_count: z.number().int(),
  is_reply: z.boolean(),
  parent_comment_id: z.string().nullable(),
});
export type YoutubeCommentItem = z.infer<typeof youtubeCommentSchema>;

export const LITERATURE_DATABASES = ['pubmed', 'ibecs'] as const;
export type LiteratureDatabase = (typeof LITERATURE_DATABASES)[number];

/**
 * SPEC §3 Literature item. The three flag slots are also given under their literature names: ss = adr (safety
 * signal), qm = pqc (quality mention), si = mi (special interest).
 */
export const literatureItemSchema = flagFieldsSchema.extend({
  ...reviewed,
  /** PubMed id, or the IBECS record id (e.g. ibc-123456) for IBECS articles. */
  pmid: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  year: z.number().int().nullable(),
  abstract: z.string().nullable(),
  journal: z.string().nullable(),
  language: z.string().nullable(),
  url: z.string().nullable(),
  full_text_url: z.array(z.string()),
  /** Every search term that found the article. */
  search_terms: z.array(z.string()),
  source: z.enum(LITERATURE_DATABASES),
  ss: z.boolean().nullable(),
  qm: z.boolean().nullable(),
  si: z.boolean().nullable(),
  ss_reason: z.string().nullable(),
  qm_reason: z.string().nullable(),
  si_reason: z.string().nullable(),
});
export type LiteratureItem = z.infer<typeof literatureItemSchema>;

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), pagination: paginationSchema.optional() });
const oneOf = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(true), data: item });

/** GET /reviews (answer under `data`), GET /reviews/{id}. */
export const amazonReviewListResponseSchema = listOf(amazonReviewSchema);
export const amazonReviewResponseSchema = oneOf(amazonReviewSchema);
/** GET /instagram/posts (under `data`), GET /instagram/{id}. */
export const instagramCommentListResponseSchema = listOf(instagramCommentSchema);
export const instagramCommentResponseSchema = oneOf(instagramCommentSchema);
/** GET /youtube/getComments answers under `reviews` (SPEC §7.2); GET /youtube/{id} under `data`. */
export const youtubeCommentListResponseSchema = z.object({
  success: z.literal(true),
  reviews: z.array(youtubeCommentSchema),
  pagination: paginationSchema.optional(),
});
export const youtubeCommentResponseSchema = oneOf(youtubeCommentSchema);
/** GET /getLiterature (under `data`), GET /literature/{id}. */
export const literatureListResponseSchema = listOf(literatureItemSchema);
export const literatureResponseSchema = oneOf(literatureItemSchema);
