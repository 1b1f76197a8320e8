import { asArray, asObject } from '../http/read-json.ts';
import type { CommentPage, ParsedThread, RawComment, ThreadPage } from './youtube-comment.ts';

/** Parsing reads unknown JSON defensively: a missing optional field must not lose the whole page. */
const asString = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const asNumber = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

export class YoutubeParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'YoutubeParseError';
  }
}

function requireId(value: unknown, what: string): string {
  const id = asString(value);
  if (!id) throw new YoutubeParseError(`YouTube ${what} without an id`);
  return id;
}

export function parseComment(value: unknown): RawComment {
  const resource = asObject(value);
  const snippet = asObject(resource.snippet);
  return {
    id: requireId(resource.id, 'comment'),
    videoId: asString(snippet.videoId),
    parentId: asString(snippet.parentId),
    textDisplay: asString(snippet.textDisplay) ?? '',
    textOriginal: asString(snippet.textOriginal) ?? asString(snippet.textDisplay) ?? '',
    authorDisplayName: asString(snippet.authorDisplayName) ?? '',
    authorProfileImageUrl: asString(snippet.authorProfileImageUrl),
    authorChannelUrl: asString(snippet.authorChannelUrl),
    publishedAt: asString(snippet.publishedAt),
    likeCount: asNumber(snippet.likeCount),
  };
}

function parseThread(value: unknown): ParsedThread {
  const resource = asObject(value);
  const snippet = asObject(resource.snippet);
  return {
    id: requireId(resource.id, 'comment thread'),
    videoId: asString(snippet.videoId),
    channelId: asString(snippet.channelId),
    topLevel: parseComment(snippet.topLevelComment),
    totalReplyCount: asNumber(snippet.totalReplyCount),
    replies: asArray(asObject(resource.replies).comments).map(parseComment),
  };
}

/** A `youtube#commentThreadListResponse`. */
export function parseThreadPage(body: unknown): ThreadPage {
  const page = asObject(body);
  return {
    threads: asArray(page.items).map(parseThread),
    nextPageToken: asString(page.nextPageToken) || null,
  };
}

/** A `youtube#commentListResponse` (replies by parentId). */
export function parseCommentPage(body: unknown): CommentPage {
  const page = asObject(body);
  return {
    comments: asArray(page.items).map(parseComment),
    nextPageToken: asString(page.nextPageToken) || null,
  };
}

/** The channel ids of a `youtube#channelListResponse`; empty when the handle or username matched nothing. */
export function parseChannelIds(body: unknown): string[] {
  return asArray(asObject(body).items)
    .map((item) => asString(asObject(item).id))
    .filter((id): id is string => id !== null);
}

/** Reason and message of a Google API error envelope ({ error: { code, message, errors: [{ reason }] } }). */
export function parseErrorEnvelope(body: string | null): { reason: string | null; message: string | null } {
  if (!body) return { reason: null, message: null };
  try {
    const error = asObject(asObject(JSON.parse(body)).error);
    const first = asObject(asArray(error.errors)[0]);
    return { reason: asString(first.reason) ?? asString(error.status), message: asString(error.message) };
  } catch {
    // HttpError keeps only the start of the body, so a long envelope arrives cut off: find the reason by pattern.
    const reason = /"reason"\s*:\s*"([^"]+)"/.exec(body)?.[1] ?? null;
    const message = /"message"\s*:\s*"([^"]+)"/.exec(body)?.[1] ?? null;
    return { reason, message };
  }
}
