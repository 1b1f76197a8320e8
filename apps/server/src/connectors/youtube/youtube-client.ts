import { createHttpClient, type HttpClientOptions } from '../http/index.ts';
import { flattenThread } from './flatten.ts';
import { parseChannelIds, parseCommentPage, parseThreadPage } from './parse-responses.ts';
import type { ParsedThread, RawComment, YoutubeComment } from './youtube-comment.ts';
import { toYoutubeError, YoutubeApiError } from './youtube-error.ts';

export const YOUTUBE_API_BASE_URL = 'https://www.googleapis.com/youtube/v3';
const PAGE_SIZE = 100; // the most the API allows for commentThreads and comments

export interface YoutubeClientOptions {
  apiKey: string;
  /** Default https://www.googleapis.com/youtube/v3. */
  baseUrl?: string;
  /** Timeouts, retries and spacing of the shared HTTP client. */
  http?: Omit<HttpClientOptions, 'baseUrl'>;
}

export interface ChannelComments {
  channelId: string;
  comments: YoutubeComment[];
  /** HTTP requests made (each costs quota). */
  requests: number;
  /** Threads whose remaining replies could not be read (e.g. comments disabled since): their inline replies kept. */
  skippedThreads: { threadId: string; reason: string }[];
}

export interface YoutubeClient {
  fetchChannelComments(usernameOrHandle: string, options?: { maxThreads?: number }): Promise<ChannelComments>;
}

// A channel id is "UC" + 22 base64url characters.
const CHANNEL_ID = /^UC[\w-]{22}$/;

export function createYoutubeClient(options: YoutubeClientOptions): YoutubeClient {
  const http = createHttpClient({ ...options.http, baseUrl: options.baseUrl ?? YOUTUBE_API_BASE_URL });

  async function get(path: string, query: Record<string, string | number | undefined>, count: { n: number }) {
    count.n += 1;
    try {
      const response = await http.request({ url: path, query: { ...query, key: options.apiKey } });
      return response.json();
    } catch (error) {
      throw toYoutubeError(error);
    }
  }

  async function resolveChannel(input: string, count: { n: number }): Promise<string> {
    const name = input.trim();
    if (CHANNEL_ID.test(name)) return name;
    const lookups: Record<string, string>[] = name.startsWith('@')
      ? [{ forHandle: name }]
      : // Most channels now have only a handle; a bare name that is no legacy username is tried as one.
        [{ forUsername: name }, { forHandle: `@${name}` }];
    for (const lookup of lookups) {
      const ids = parseChannelIds(await get('channels', { part: 'id,snippet', ...lookup }, count));
      if (ids[0]) return ids[0];
    }
    throw new YoutubeApiError({
      kind: 'not_found',
      reason: 'channelNotFound',
      status: null,
      message: `YouTube API: no channel for "${name}"`,
    });
  }

  async function allReplies(thread: ParsedThread, count: { n: number }): Promise<RawComment[]> {
    const replies: RawComment[] = [];
    let pageToken: string | undefined;
    do {
      const query = {
        part: 'snippet',
        parentId: thread.id,
        maxResults: PAGE_SIZE,
        textFormat: 'html',
        pageToken,
      };
      const page = parseCommentPage(await get('comments', query, count));
      replies.push(...page.comments);
      pageToken = page.nextPageToken ?? undefined;
    } while (pageToken);
    return replies;
  }

  return {
    async fetchChannelComments(usernameOrHandle, fetchOptions = {}) {
      const count = { n: 0 };
      const maxThreads = fetchOptions.maxThreads ?? Number.POSITIVE_INFINITY;
      const channelId = await resolveChannel(usernameOrHandle, count);
      const comments: YoutubeComment[] = [];
      const skippedThreads: ChannelComments['skippedThreads'] = [];
      let threadsRead = 0;
      let pageToken: string | undefined;
      do {
        const query = {
          ...{ part: 'snippet,replies', allThreadsRelatedToChannelId: channelId, maxResults: PAGE_SIZE },
          ...{ textFormat: 'html', pageToken },
        };
        const page = parseThreadPage(await get('commentThreads', query, count));
        for (const thread of page.threads.slice(0, maxThreads - threadsRead)) {
          threadsRead += 1;
          let replies = thread.replies;
          if (thread.totalReplyCount > replies.length) {
            try {
              replies = [...replies, ...(await allReplies(thread, count))];
            } catch (error) {
              // One video with comments turned off must not cost the rest of the channel.
              if (!(error instanceof YoutubeApiError) || error.kind !== 'comments_disabled') throw error;
              skippedThreads.push({ threadId: thread.id, reason: error.reason });
            }
          }
          comments.push(...flattenThread(thread, replies, channelId));
        }
        pageToken = threadsRead < maxThreads ? (page.nextPageToken ?? undefined) : undefined;
      } while (pageToken);
      return { channelId, comments, requests: count.n, skippedThreads };
    },
  };
}
