import { endpoints, normalizeYoutubeChannel, YOUTUBE_CHANNEL, type YoutubeCommentItem } from '@vigila/domain';
import type { ChannelComments } from '../../../connectors/youtube/index.ts';
import { sanitizeEmailHtml } from '../../../parsing/email/sanitize-email-html.ts';
import {
  dataBoolean,
  dataNumber,
  dataString,
  type ItemRow,
  presentFlagFields,
  presentReviewed,
} from '../../items/index.ts';
import { addCall, deleteCall, monitoredReads, type SourceAdapter } from './source-adapter.ts';
import { connectorFetch } from './connector-fetch.ts';
import { parseDate, type FetchedRecords } from './source-record.ts';

/**
 * A channel's comments and replies as YouTube items (stored as presentYoutubeComment reads them). textDisplay
 * is HTML from the API: it goes through the same sanitiser as e-mail HTML (no scripts, no remote loads, links open
 * in a new tab) before it is stored.
 */
export function youtubeRecords(channel: string, result: ChannelComments, now: Date): FetchedRecords {
  const records = result.comments.map((comment) => ({
    source: 'youtube' as const,
    sourceKey: channel,
    externalId: comment.id,
    author: comment.author || null,
    text: comment.text,
    html: sanitizeEmailHtml(comment.textDisplay),
    url: comment.videoUrl,
    publishedAt: parseDate(comment.published_at) ?? now,
    data: {
      video_id: comment.video_id,
      channel_id: comment.channelId,
      author_profile_image_url: comment.author_profile_image_url,
      author_channel_url: comment.author_channel_url,
      published_at: comment.published_at,
      like_count: comment.like_count,
      reply_count: comment.reply_count,
      is_reply: comment.is_reply,
      parent_comment_id: comment.parent_comment_id,
    },
  }));
  const skipped = result.skippedThreads;
  const warnings =
    skipped.length === 0
      ? []
      : [
          `Replies of ${skipped.length} thread${skipped.length === 1 ? '' : 's'} could not be read (${[
            ...new Set(skipped.map((thread) => thread.reason)),
          ].join(', ')}); their first replies were imported`,
        ];
  return { records, fetched: records.length, warnings };
}

/**
 * SPEC §3 YouTube comment from an item of source 'youtube'. Stored as: source_key = the channel as the user typed
 * it, external_id = comment id, author, text = textOriginal, html = textDisplay sanitised at import, url = video
 * URL; data: video_id, channel_id, author_profile_image_url, author_channel_url, published_at, like_count,
 * reply_count, is_reply, parent_comment_id.
 */
export function presentYoutubeComment(row: ItemRow): YoutubeCommentItem {
  return Object.assign(presentFlagFields(row), presentReviewed(row), {
    comment_id: row.externalId,
    video_id: dataString(row, 'video_id'),
    videoUrl: row.url,
    channelId: dataString(row, 'channel_id') ?? '',
    username: row.sourceKey ?? '',
    text: row.text,
    textDisplay: row.html ?? row.text,
    text_original: row.text,
    author: row.author ?? '',
    author_profile_image_url: dataString(row, 'author_profile_image_url'),
    author_channel_url: dataString(row, 'author_channel_url'),
    published_at: dataString(row, 'published_at'),
    like_count: dataNumber(row, 'like_count') ?? 0,
    reply_count: dataNumber(row, 'reply_count') ?? 0,
    is_reply: dataBoolean(row, 'is_reply') ?? false,
    parent_comment_id: dataString(row, 'parent_comment_id'),
  });
}

/** YouTube channels (SPEC §7.2: POST /youtube/comments and DELETE /youtube/{channel}). */
export const youtubeAdapter: SourceAdapter = {
  source: 'youtube',
  service: 'YouTube',
  tag: 'youtube',
  key: {
    normalize: normalizeYoutubeChannel,
    check: {
      valid: (channel) => YOUTUBE_CHANNEL.test(channel),
      error: 'invalid_youtube_channel',
    },
  },
  add: [
    addCall({
      endpoint: endpoints.addYoutubeChannel,
      summary:
        "Monitor a YouTube channel: imports its videos' comments and replies now, then on its schedule",
      keyOf: (body) => body.username,
      message: 'YouTube comments added',
    }),
  ],
  remove: deleteCall({
    endpoint: endpoints.deleteYoutubeChannel,
    summary: 'Stop monitoring a channel: its comments and their history are deleted',
    keyOf: (params) => params.channel,
    message: 'YouTube channel deleted successfully',
    notFound: 'youtube_channel_not_found',
    checked: true,
  }),
  detailPath: (key, externalId) => `/youtube/${key}/comment/${externalId}`,
  reads: monitoredReads('youtube', {
    present: presentYoutubeComment,
    listKey: 'reviews',
    notFound: 'comment_not_found',
    noun: 'YouTube comments',
  }),
  ...connectorFetch({
    service: 'YouTube',
    connector: 'youtube',
    read: (youtube, channel) => youtube.fetchChannelComments(channel),
    records: youtubeRecords,
  }),
};
