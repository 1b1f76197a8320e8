import type { ParsedThread, RawComment, YoutubeComment } from './youtube-comment.ts';

/** The link that opens the video scrolled to this comment (`lc` = linked comment). */
export function commentUrl(videoId: string | null, commentId: string): string | null {
  if (!videoId) return null;
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}&lc=${encodeURIComponent(commentId)}`;
}

function toComment(
  raw: RawComment,
  thread: ParsedThread,
  channelId: string,
  isReply: boolean,
): YoutubeComment {
  // Replies from comments.list often lack videoId: the thread's is the right one.
  const videoId = raw.videoId ?? thread.videoId;
  return {
    id: raw.id,
    video_id: videoId,
    videoUrl: commentUrl(videoId, raw.id),
    channelId: thread.channelId ?? channelId,
    text: raw.textOriginal,
    textDisplay: raw.textDisplay,
    text_original: raw.textOriginal,
    author: raw.authorDisplayName,
    author_profile_image_url: raw.authorProfileImageUrl,
    author_channel_url: raw.authorChannelUrl,
    published_at: raw.publishedAt,
    like_count: raw.likeCount,
    is_reply: isReply,
    parent_comment_id: isReply ? (raw.parentId ?? thread.id) : null,
    reply_count: isReply ? 0 : thread.totalReplyCount,
  };
}

/** The top-level comment followed by its replies, each reply once (inline and fetched lists overlap). */
export function flattenThread(
  thread: ParsedThread,
  replies: RawComment[],
  channelId: string,
): YoutubeComment[] {
  const seen = new Set<string>();
  const out = [toComment(thread.topLevel, thread, channelId, false)];
  for (const reply of replies) {
    if (seen.has(reply.id)) continue;
    seen.add(reply.id);
    out.push(toComment(reply, thread, channelId, true));
  }
  return out;
}
