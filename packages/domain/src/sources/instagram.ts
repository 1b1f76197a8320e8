import { z } from 'zod';
import {
  analyzeQueuedResponseSchema,
  SOURCE_CALL_ERRORS as errors,
  sourceDeletedResponseSchema,
  sourceSyncResponseSchema,
  trimmedNonEmpty,
} from './source-call-shapes.ts';
import type { SourceDefinition } from './source-definition.ts';
import { listOf, oneOf, reviewedItemSchema } from './source-item-shape.ts';
import { instagramAddresses, instagramBasics } from './instagram-basics.ts';

/** SPEC §3 Instagram item: one comment (or reply) under a post of a monitored profile. */
export const instagramCommentSchema = reviewedItemSchema.extend({
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

/** GET /instagram/posts (under `data`), GET /instagram/{id}. */
export const instagramCommentListResponseSchema = listOf(instagramCommentSchema);
export const instagramCommentResponseSchema = oneOf(instagramCommentSchema);

/** Comments on the recent posts of a monitored Instagram profile. */
export const instagramSource = {
  ...instagramBasics,
  endpoints: {
    /** POST /scrape-instagram {profileUrl}: the handle or profile URL as typed. */
    scrapeInstagram: {
      ...instagramAddresses.scrapeInstagram,
      body: z.object({ profileUrl: trimmedNonEmpty.max(300) }),
      response: sourceSyncResponseSchema,
      errors,
    },
    analyzeInstagram: {
      ...instagramAddresses.analyzeInstagram,
      response: analyzeQueuedResponseSchema,
      errors,
    },
    deleteInstagramAccount: {
      ...instagramAddresses.deleteInstagramAccount,
      params: z.object({ username: trimmedNonEmpty }),
      response: sourceDeletedResponseSchema,
      errors,
    },
  },
  answers: {
    list: instagramCommentListResponseSchema,
    detail: instagramCommentResponseSchema,
  },
} as const satisfies SourceDefinition;
