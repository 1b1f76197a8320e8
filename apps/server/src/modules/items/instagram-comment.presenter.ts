import type { InstagramComment } from '@vigila/domain';
import { dataBoolean, dataNumber, dataString, presentFlagFields, presentReviewed } from './item.presenter.ts';
import type { ItemRow } from './items.repository.ts';

/**
 * SPEC §3 Instagram item from an item of source 'instagram'. Stored as: source_key = monitored profile handle,
 * external_id = comment id, author = commenter, text, url = parent post URL, published_at = commented at;
 * data: post_owner_username, likes_count, replies_count, is_reply, parent_comment_id, commented_at.
 */
export function presentInstagramComment(row: ItemRow): InstagramComment {
  return {
    ...presentFlagFields(row),
    ...presentReviewed(row),
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
  };
}
