import {
  historyResponseSchema,
  youtubeCommentListResponseSchema,
  youtubeCommentResponseSchema,
  type YoutubeCommentItem,
} from '@vigila/domain';
import { flagFieldsView } from '@/features/items/lib/item-view.ts';
import { readResponse } from '@/features/items/lib/read-response.ts';
import type { SourceDescriptor } from '@/features/items/source-descriptor.ts';
import { t } from '@/lib/i18n/index.ts';

/** The monitored channel a comment belongs to, as the user typed it (the sub-list key). */
export const youtubeChannelOf = (comment: YoutubeCommentItem): string =>
  comment.username || comment.source_key || comment.channelId;

/**
 * YouTube comments in the shared review machinery: GET /youtube/getComments (answer under `reviews`) and its
 * counts; one comment at GET /youtube/{id} (its uuid or YouTube comment id) and its history.
 */
export const youtubeSource: SourceDescriptor<YoutubeCommentItem> = {
  source: 'youtube',
  apiPath: '/youtube/getComments',
  itemPath: '/youtube',
  routePath: '/youtube',
  dateFilter: true,
  readList: (body) => {
    const answer = readResponse(youtubeCommentListResponseSchema, body);
    return { items: answer.reviews, pagination: answer.pagination };
  },
  readDetail: (body) => readResponse(youtubeCommentResponseSchema, body).data,
  readHistory: (body) => readResponse(historyResponseSchema, body).data,
  view: (comment) => flagFieldsView(comment.id, comment.status.id, comment),
  detailPath: (comment) =>
    `/youtube/${encodeURIComponent(youtubeChannelOf(comment))}/comment/${encodeURIComponent(comment.comment_id)}`,
  texts: {
    // SPEC §8: 'Failed to fetch YouTube comments: {status text}'; the reason is the server's error text.
    listFailed: (reason) => t('list.failedYoutube', { reason }),
    historyFailed: 'detail.historyFailed',
    searchPlaceholder: 'filters.searchComments',
    empty: {
      pending: 'list.noComments',
      needs_review: 'list.noCommentsReview',
      non_relevant: 'list.noCommentsNonRelevant',
      all: 'list.noComments',
      triage: 'list.noCommentsTriage',
    },
    emptyHint: 'list.noYoutubeHint',
  },
};
