import { z } from 'zod';
import { paginationSchema } from '../items/list-query.ts';
import {
  SOURCE_CALL_ERRORS as errors,
  sourceDeletedResponseSchema,
  sourceSyncResponseSchema,
  trimmedNonEmpty,
} from './source-call-shapes.ts';
import type { SourceDefinition } from './source-definition.ts';
import { oneOf, reviewedItemSchema } from './source-item-shape.ts';
import { youtubeAddresses, youtubeBasics } from './youtube-basics.ts';

/** SPEC §3 YouTube comment; replies are flattened into the list with is_reply and parent_comment_id. */
export const youtubeCommentSchema = reviewedItemSchema.extend({
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

/** GET /youtube/getComments answers under `reviews` (SPEC §7.2); GET /youtube/{id} under `data`. */
export const youtubeCommentListResponseSchema = z.object({
  success: z.literal(true),
  reviews: z.array(youtubeCommentSchema),
  pagination: paginationSchema.optional(),
});
export const youtubeCommentResponseSchema = oneOf(youtubeCommentSchema);

/** Comments on the videos of a monitored YouTube channel. */
export const youtubeSource = {
  ...youtubeBasics,
  endpoints: {
    /** POST /youtube/comments {username} */
    addYoutubeChannel: {
      ...youtubeAddresses.addYoutubeChannel,
      body: z.object({ username: trimmedNonEmpty.max(200) }),
      response: sourceSyncResponseSchema,
      errors,
    },
    deleteYoutubeChannel: {
      ...youtubeAddresses.deleteYoutubeChannel,
      params: z.object({ channel: trimmedNonEmpty }),
      response: sourceDeletedResponseSchema,
      errors,
    },
  },
  answers: {
    list: youtubeCommentListResponseSchema,
    detail: youtubeCommentResponseSchema,
  },
} as const satisfies SourceDefinition;
