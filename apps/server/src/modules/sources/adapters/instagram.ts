import { endpoints, INSTAGRAM_HANDLE, normalizeInstagramHandle, type InstagramComment } from '@vigila/domain';
import type { InstagramCommentRecord, ScrapeResult } from '../../../connectors/apify/index.ts';
import {
  dataBoolean,
  dataNumber,
  dataString,
  type ItemRow,
  presentFlagFields,
  presentReviewed,
} from '../../items/index.ts';
import { addCall, analyzeCall, deleteCall, monitoredReads, type SourceAdapter } from './source-adapter.ts';
import { connectorFetch } from './connector-fetch.ts';
import { parseDate, type FetchedRecords } from './source-record.ts';

/** Instagram comments of a monitored profile (stored as presentInstagramComment reads them). */
export function instagramRecords(
  handle: string,
  result: ScrapeResult<InstagramCommentRecord>,
  now: Date,
): FetchedRecords {
  const records = result.records.map((comment) => ({
    source: 'instagram' as const,
    sourceKey: handle,
    externalId: comment.comment_id,
    author: comment.owner_username || null,
    text: comment.text,
    url: comment.post_url,
    publishedAt: parseDate(comment.commented_at) ?? now,
    data: {
      post_owner_username: comment.post_owner_username,
      likes_count: comment.likes_count,
      replies_count: comment.replies_count,
      is_reply: comment.is_reply,
      parent_comment_id: comment.parent_comment_id,
      commented_at: comment.commented_at,
    },
  }));
  return { records, fetched: records.length, warnings: result.warnings };
}

/**
 * SPEC §3 Instagram item from an item of source 'instagram'. Stored as: source_key = monitored profile handle,
 * external_id = comment id, author = commenter, text, url = parent post URL, published_at = commented at;
 * data: post_owner_username, likes_count, replies_count, is_reply, parent_comment_id, commented_at.
 */
export function presentInstagramComment(row: ItemRow): InstagramComment {
  return Object.assign(presentFlagFields(row), presentReviewed(row), {
    comment_id: row.externalId,
    owner_username: row.author ?? '',
    post: { owner_username: dataString(row, 'post_owner_username') ?? row.sourceKey ?? '' },
    parentPost: { url: row.url },
    text: row.text,
    textDisplay: row.text,
    text_original: row.text,
    commented_at: dataString(row, 'commented_at'),
    likes_count: dataNumber(row, 'likes_count') ?? 0,
    replies_count: dataNumber(row, 'replies_count') ?? 0,
    is_reply: dataBoolean(row, 'is_reply') ?? false,
    parent_comment_id: dataString(row, 'parent_comment_id'),
  });
}

/** Instagram profiles (SPEC §7.2: scrape-instagram, analyze-instagram, DELETE /instagram/accounts/{username}). */
export const instagramAdapter: SourceAdapter = {
  source: 'instagram',
  service: 'Instagram',
  tag: 'instagram',
  key: {
    normalize: normalizeInstagramHandle,
    check: {
      valid: (handle) => INSTAGRAM_HANDLE.test(handle),
      error: 'invalid_instagram_profile',
    },
  },
  add: [
    addCall({
      endpoint: endpoints.scrapeInstagram,
      summary:
        'Monitor an Instagram profile: imports the comments of its recent posts now, then on its schedule',
      keyOf: (body) => body.profileUrl,
      message: 'Instagram profile added successfully',
    }),
  ],
  analyze: analyzeCall({
    endpoint: endpoints.analyzeInstagram,
    summary: 'Queue analysis of Instagram comments not analysed yet (pending or failed)',
    noun: 'comment',
  }),
  remove: deleteCall({
    endpoint: endpoints.deleteInstagramAccount,
    summary: 'Stop monitoring a profile: its comments and their history are deleted',
    keyOf: (params) => params.username,
    message: 'Instagram account deleted successfully',
    notFound: 'instagram_account_not_found',
  }),
  detailPath: (key, externalId) => `/instagram/${key}/comment/${externalId}`,
  reads: monitoredReads('instagram', {
    present: presentInstagramComment,
    listKey: 'data',
    notFound: 'comment_not_found',
    noun: 'Instagram comments',
  }),
  ...connectorFetch({
    service: 'Instagram',
    connector: 'apify',
    read: (apify, handle) => apify.scrapeInstagramComments(handle),
    records: instagramRecords,
  }),
};
