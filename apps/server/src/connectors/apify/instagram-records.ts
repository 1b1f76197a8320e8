import { asArray, asObject, type JsonObject } from '../http/read-json.ts';
import { asCount, pickText } from './read-json.ts';
import { parseMoment } from './review-text.ts';

/** One Instagram comment or reply under a post of a monitored profile (SPEC §3). */
export interface InstagramCommentRecord {
  comment_id: string;
  text: string;
  /** The commenter. */
  owner_username: string;
  post_owner_username: string;
  post_url: string | null;
  /** ISO 8601. */
  commented_at: string | null;
  likes_count: number;
  replies_count: number;
  /** Replies are flattened into the list, like YouTube's. */
  is_reply: boolean;
  parent_comment_id: string | null;
}

export interface InstagramPost {
  url: string;
  ownerUsername: string | null;
}

/** The post's shortcode (/p/<code>/, /reel/<code>/), so links with or without query or slash match. */
export function postKey(url: string): string {
  return /\/(?:p|reel|reels|tv)\/([\w-]+)/.exec(url)?.[1] ?? url.replace(/[?#].*$/, '').replace(/\/$/, '');
}

/** The posts a profile run returned (instagram-post-scraper: url, shortCode, ownerUsername); error items reported. */
export function mapPosts(items: unknown[]): { posts: InstagramPost[]; warnings: string[] } {
  const posts: InstagramPost[] = [];
  const warnings: string[] = [];
  const seen = new Set<string>();
  for (const value of items) {
    const item = asObject(value);
    const problem = pickText(item, 'errorDescription', 'error');
    const shortCode = pickText(item, 'shortCode', 'shortcode');
    const url =
      pickText(item, 'url', 'postUrl') ?? (shortCode ? `https://www.instagram.com/p/${shortCode}/` : null);
    if (problem || !url) {
      warnings.push(
        `Instagram profile: ${problem ? `the actor reported "${problem}"` : 'a post without a URL'}`,
      );
      continue;
    }
    if (seen.has(postKey(url))) continue;
    seen.add(postKey(url));
    posts.push({ url, ownerUsername: pickText(item, 'ownerUsername', 'owner.username') });
  }
  return { posts, warnings };
}

interface Context {
  handle: string;
  postOwners: Map<string, string>;
  records: InstagramCommentRecord[];
  warnings: string[];
  seen: Set<string>;
}

function addComment(
  item: JsonObject,
  postUrl: string | null,
  parentId: string | null,
  where: string,
  context: Context,
) {
  const id = pickText(item, 'id', 'comment_id', 'pk');
  const text = pickText(item, 'text');
  if (!id || !text) {
    context.warnings.push(`Instagram ${where} has no ${id ? 'text' : 'id'} and was left out`);
    return;
  }
  if (context.seen.has(id)) return;
  context.seen.add(id);
  const replies = asArray(item.replies);
  context.records.push({
    comment_id: id,
    text,
    owner_username: pickText(item, 'ownerUsername', 'owner.username', 'owner', 'username') ?? '',
    post_owner_username: (postUrl && context.postOwners.get(postKey(postUrl))) || context.handle,
    post_url: postUrl,
    commented_at: parseMoment(item.timestamp ?? item.created_at ?? item.createdAt ?? null),
    likes_count: asCount(item.likesCount ?? item.likes ?? item.likeCount),
    replies_count: parentId ? 0 : Math.max(asCount(item.repliesCount ?? item.replyCount), replies.length),
    is_reply: parentId !== null,
    parent_comment_id: parentId,
  });
  for (const [index, reply] of replies.entries()) {
    addComment(asObject(reply), postUrl, id, `reply #${index + 1} to comment ${id}`, context);
  }
}

/**
 * Maps the dataset items of a comments run (instagram-comment-scraper: id, text, ownerUsername, timestamp,
 * likesCount, repliesCount, replies[], postUrl), flattening replies after their comment. Items without id or text
 * are reported, a comment seen twice is kept once.
 */
export function mapComments(
  items: unknown[],
  handle: string,
  posts: InstagramPost[],
): { records: InstagramCommentRecord[]; warnings: string[] } {
  const postOwners = new Map<string, string>();
  for (const post of posts) if (post.ownerUsername) postOwners.set(postKey(post.url), post.ownerUsername);
  const context: Context = { handle, postOwners, records: [], warnings: [], seen: new Set() };
  for (const [index, value] of items.entries()) {
    const item = asObject(value);
    const problem = pickText(item, 'errorDescription', 'error');
    if (problem) {
      context.warnings.push(`Instagram comments: the actor reported "${problem}"`);
      continue;
    }
    addComment(
      item,
      pickText(item, 'postUrl', 'inputUrl', 'post_url'),
      null,
      `comment #${index + 1}`,
      context,
    );
  }
  return { records: context.records, warnings: context.warnings };
}
