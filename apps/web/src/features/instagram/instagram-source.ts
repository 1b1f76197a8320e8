import {
  historyResponseSchema,
  instagramCommentListResponseSchema,
  instagramCommentResponseSchema,
  type InstagramComment,
} from '@vigila/domain';
import { flagFieldsView } from '@/features/items/lib/item-view.ts';
import { readResponse } from '@/features/items/lib/read-response.ts';
import type { SourceDescriptor } from '@/features/items/source-descriptor.ts';

/** The monitored profile a comment belongs to: the sub-list key, else the post's owner. */
export const instagramProfileOf = (comment: InstagramComment): string =>
  comment.source_key ?? comment.post.owner_username;

/**
 * Instagram comments in the shared review machinery: GET /instagram/posts (answer under `data`) and its counts;
 * one comment at GET /instagram/{id} (its uuid or comment_id) and its history.
 */
export const instagramSource: SourceDescriptor<InstagramComment> = {
  source: 'instagram',
  apiPath: '/instagram/posts',
  itemPath: '/instagram',
  routePath: '/instagram',
  dateFilter: true,
  readList: (body) => {
    const answer = readResponse(instagramCommentListResponseSchema, body);
    return { items: answer.data, pagination: answer.pagination };
  },
  readDetail: (body) => readResponse(instagramCommentResponseSchema, body).data,
  readHistory: (body) => readResponse(historyResponseSchema, body).data,
  view: (comment) => flagFieldsView(comment.id, comment.status.id, comment),
  detailPath: (comment) =>
    `/instagram/${encodeURIComponent(instagramProfileOf(comment))}/comment/${encodeURIComponent(comment.comment_id)}`,
  texts: {
    listFailed: 'list.failedInstagram',
    historyFailed: 'detail.historyFailed',
    searchPlaceholder: 'filters.searchComments',
    empty: {
      pending: 'list.noComments',
      needs_review: 'list.noCommentsReview',
      non_relevant: 'list.noCommentsNonRelevant',
      all: 'list.noComments',
      triage: 'list.noCommentsTriage',
    },
    emptyHint: 'list.noInstagramHint',
  },
};
