import type { YoutubeCommentItem } from '@vigila/domain';
import { externalUrl } from '@/lib/external-url.ts';

const YOUTUBE = 'https://www.youtube.com';

/** The comment's video: its videoUrl, else the watch URL built from video_id (SPEC §2.8). */
export function videoLink(comment: Pick<YoutubeCommentItem, 'videoUrl' | 'video_id'>): string | null {
  const given = externalUrl(comment.videoUrl);
  if (given) return given;
  return comment.video_id ? `${YOUTUBE}/watch?v=${encodeURIComponent(comment.video_id)}` : null;
}

/** The monitored channel the comment was read from, when its id is known. */
export function channelLink(comment: Pick<YoutubeCommentItem, 'channelId'>): string | null {
  return comment.channelId ? `${YOUTUBE}/channel/${encodeURIComponent(comment.channelId)}` : null;
}
