import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { sourceItemEndpoints } from '../api/source-item-endpoints.ts';
import { historyResponseSchema } from '../items/item-reads.ts';
import { paginationSchema } from '../items/list-query.ts';
import {
  SOURCE_CALL_ERRORS as errors,
  sourceDeletedResponseSchema,
  sourceSyncResponseSchema,
  trimmedNonEmpty,
} from './source-call-shapes.ts';
import type { SourceDefinition } from './source-definition.ts';
import { oneOf, reviewedItemSchema } from './source-item-shape.ts';

/** YouTube channel as typed: '@handle', handle, legacy username or UC… channel id; a leading @ is kept off. */
export function normalizeYoutubeChannel(input: string): string {
  const text = input.trim();
  const fromUrl = /youtube\.com\/(?:@|c\/|user\/|channel\/)?([^/?#\s]+)/i.exec(text);
  return (fromUrl?.[1] ?? text).replace(/^@+/, '');
}

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
  name: 'youtube',
  referenceType: 'youtube',
  schedule: 'daily',
  itemWord: 'comments',
  settingsGroup: 'socialMedia',
  settingsName: 'settings.sourceYoutube',
  endpoints: {
    /** POST /youtube/comments {username} */
    addYoutubeChannel: endpoint({
      method: 'POST',
      path: '/youtube/comments',
      body: z.object({ username: trimmedNonEmpty.max(200) }),
      response: sourceSyncResponseSchema,
      errors,
    }),
    deleteYoutubeChannel: endpoint({
      method: 'DELETE',
      path: '/youtube/:channel',
      params: z.object({ channel: trimmedNonEmpty }),
      response: sourceDeletedResponseSchema,
      errors,
    }),
  },
  reads: sourceItemEndpoints(
    { list: '/youtube/getComments', item: '/youtube' },
    {
      list: youtubeCommentListResponseSchema,
      detail: youtubeCommentResponseSchema,
      history: historyResponseSchema,
    },
  ),
  remove: {
    endpoint: 'deleteYoutubeChannel',
    done: 'monitoring.youtubeDeleted',
    failed: 'monitoring.youtubeDeleteFailed',
  },
  /** SPEC §4.3: 15% → load the channel's comments → 100%; the panel stays open. */
  add: {
    endpoint: 'addYoutubeChannel',
    field: 'username',
    prepare: normalizeYoutubeChannel,
    label: 'monitoring.youtubeLabel',
    placeholder: 'monitoring.youtubePlaceholder',
    done: 'monitoring.youtubeAdded',
    failed: 'monitoring.youtubeAddFailed',
    opensEntry: false,
  },
  /** Its sidebar entry and pages, Settings panel and toasts, list and detail texts and name, in English. */
  texts: {
    'nav.youtube': 'YouTube',
    'page.youtube.title': 'YouTube',
    'page.youtube.body': 'Comments collected from the monitored YouTube channels will be listed here.',
    'page.youtubeChannel.title': 'YouTube channel {name}',
    'page.youtubeChannel.body': 'Comments collected from this channel will be listed here.',
    'page.youtubeComment.title': 'YouTube comment',
    'page.youtubeComment.body': 'This comment, its safety flags and its status history will be shown here.',
    'settings.sourceYoutube': 'YouTube',
    'monitoring.youtubeLabel': 'YouTube channel username',
    'monitoring.youtubePlaceholder': '@channel',
    'monitoring.youtubeAdded': 'YouTube comments added',
    'monitoring.youtubeAddFailed': 'Failed to add YouTube comments',
    'monitoring.youtubeDeleted': 'YouTube channel deleted successfully',
    'monitoring.youtubeDeleteFailed': 'Failed to delete YouTube channel',
    'list.failedYoutube': 'Failed to fetch YouTube comments: {reason}',
    'list.noYoutubeHint': 'Add a YouTube channel in Settings → Data Sources → YouTube.',
    'sourceList.youtubeBody':
      'Comments on the videos of the monitored YouTube channels, analysed for ADR, PQC and MI.',
    'sourceList.youtubeChannelBody': 'Comments on the videos of the channel {name}.',
    'youtube.topLevel': 'Top-level Comment',
    'youtube.type': 'Type',
    'youtube.videoId': 'Video ID',
    'youtube.video': 'Video {id}',
    'youtube.originalText': 'Original Text',
    'youtube.likes': 'Likes',
    'youtube.parentCommentId': 'Parent Comment ID',
    'youtube.viewVideo': 'View Video',
    'youtube.viewChannel': 'View Channel',
    'source.youtube': 'YouTube',
  },
  spanish: () => import('./youtube-es.ts').then((module) => module.youtubeEs),
} as const satisfies SourceDefinition;
