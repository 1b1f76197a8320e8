/** One comment or reply, flattened to the fields SPEC §3 names for a social-media comment. */
export interface YoutubeComment {
  id: string;
  video_id: string | null;
  /** Watch URL with `&lc=` so the link opens on this comment; null for a channel-level comment without a video. */
  videoUrl: string | null;
  channelId: string;
  /** Plain text (textOriginal). */
  text: string;
  /** HTML exactly as the API gives it: it is sanitised later, never rendered from here. */
  textDisplay: string;
  text_original: string;
  author: string;
  author_profile_image_url: string | null;
  author_channel_url: string | null;
  published_at: string | null;
  like_count: number;
  is_reply: boolean;
  parent_comment_id: string | null;
  reply_count: number;
}

export interface ThreadPage {
  threads: ParsedThread[];
  nextPageToken: string | null;
}

export interface ParsedThread {
  id: string;
  videoId: string | null;
  channelId: string | null;
  topLevel: RawComment;
  totalReplyCount: number;
  /** The replies the API sent inline (at most a few); fetch the rest when fewer than totalReplyCount. */
  replies: RawComment[];
}

/** A `youtube#comment` resource reduced to what we keep. */
export interface RawComment {
  id: string;
  videoId: string | null;
  parentId: string | null;
  textDisplay: string;
  textOriginal: string;
  authorDisplayName: string;
  authorProfileImageUrl: string | null;
  authorChannelUrl: string | null;
  publishedAt: string | null;
  likeCount: number;
}

export interface CommentPage {
  comments: RawComment[];
  nextPageToken: string | null;
}
