import type { YoutubeCommentItem } from '@vigila/domain';
import { dataBoolean, dataNumber, dataString, presentFlagFields, presentReviewed } from './item.presenter.ts';
import type { ItemRow } from './items.repository.ts';

/**
 * SPEC §3 YouTube comment from an item of source 'youtube'. Stored as: source_key = the channel as the user typed
 * it, external_id = comment id, author, text = textOriginal, html = textDisplay sanitised at import, url = video
 * URL; data: video_id, channel_id, author_profile_image_url, author_channel_url, published_at, like_count,
 * reply_count, is_reply, parent_comment_id.
 */
export function presentYoutubeComment(row: ItemRow): YoutubeCommentItem {
  return {
    ...presentFlagFields(row),
    ...presentReviewed(row),
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
  };
}
