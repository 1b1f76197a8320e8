import { afterEach, describe, expect, it } from 'vitest';
import {
  startYoutubeReplayServer,
  youtubeFixture,
  type YoutubeReplayHandler,
  type YoutubeReplayServer,
} from '../../test/youtube-replay-server.ts';
import { createYoutubeClient } from './youtube-client.ts';
import { YoutubeApiError } from './youtube-error.ts';

const CHANNEL = 'UC_x5XG1OV2P6uZZ5FSM9Ttw';
const empty = { status: 200, body: JSON.stringify({ kind: 'youtube#commentThreadListResponse', items: [] }) };
const envelope = (reason: string) => ({
  status: 403,
  body: JSON.stringify({ error: { code: 403, message: `because ${reason}`, errors: [{ reason }] } }),
});

/** The recorded pages: threads and replies each in two pages, chosen by pageToken. */
const recorded: YoutubeReplayHandler = ({ resource, query }) => {
  if (resource === 'channels') return youtubeFixture('channels-for-handle.json');
  const second = query.has('pageToken');
  if (resource === 'commentThreads') return youtubeFixture(`comment-threads-paged-${second ? 2 : 1}.json`);
  return youtubeFixture(`comments-by-parent-paged-${second ? 2 : 1}.json`);
};

let server: YoutubeReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientFor(handler: YoutubeReplayHandler) {
  server = await startYoutubeReplayServer(handler);
  const http = { maxRetries: 1, baseDelayMs: 1 };
  return { client: createYoutubeClient({ apiKey: 'test-key', baseUrl: server.baseUrl, http }), server };
}

describe('YouTube client against a replay server', () => {
  it('resolves a handle, pages through all threads and fetches missing replies page by page', async () => {
    const { client, server } = await clientFor(recorded);
    const result = await client.fetchChannelComments('@chromedevs');
    expect(result.channelId).toBe(CHANNEL);
    // 1 channels + 2 commentThreads pages + 2 threads × 2 comments pages
    expect(result.requests).toBe(7);
    expect(server.requests).toHaveLength(7);
    const [channels, threads1, replies1] = server.requests;
    expect(Object.fromEntries(channels?.query ?? [])).toEqual({
      part: 'id,snippet',
      forHandle: '@chromedevs',
      key: 'test-key',
    });
    expect(threads1?.query.get('allThreadsRelatedToChannelId')).toBe(CHANNEL);
    expect(threads1?.query.get('maxResults')).toBe('100');
    expect(threads1?.query.get('textFormat')).toBe('html');
    expect(replies1?.query.get('parentId')).toBe('UgwI_ylXVnzPS8Q-oAV4AaABAg');
    expect(result.comments.filter((c) => !c.is_reply)).toHaveLength(10);
    expect(result.comments.filter((c) => c.is_reply)).toHaveLength(6);
    expect(result.comments[0]?.videoUrl).toBe(
      'https://www.youtube.com/watch?v=F1UP7wRCPH8&lc=UgyZ1jqkHKYvi1-ruOZ4AaABAg',
    );
  });

  it('uses a UC… channel id as is and returns an empty result', async () => {
    const { client, server } = await clientFor(() => empty);
    const result = await client.fetchChannelComments(CHANNEL);
    expect(result).toEqual({ channelId: CHANNEL, comments: [], requests: 1, skippedThreads: [] });
    expect(server.requests[0]?.resource).toBe('commentThreads');
  });

  it('tries a legacy username, then the same name as a handle, and reports a missing channel', async () => {
    const none = { status: 200, body: JSON.stringify({ kind: 'youtube#channelListResponse', items: [] }) };
    const { client, server } = await clientFor(() => none);
    const error = await client.fetchChannelComments('nobody').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YoutubeApiError);
    expect(error).toMatchObject({ kind: 'not_found', reason: 'channelNotFound' });
    expect(server.requests.map((r) => r.query.get('forUsername') ?? r.query.get('forHandle'))).toEqual([
      'nobody',
      '@nobody',
    ]);
  });

  it('stops at maxThreads without reading further pages', async () => {
    const { client } = await clientFor(recorded);
    const result = await client.fetchChannelComments(CHANNEL, { maxThreads: 3 });
    expect(result.comments).toHaveLength(3);
    expect(result.requests).toBe(1);
  });

  it('waits out a 429 with Retry-After and carries on', async () => {
    let calls = 0;
    const { client } = await clientFor((request) => {
      calls += 1;
      if (calls === 1) return { status: 429, headers: { 'retry-after': '0' }, body: '' };
      return request.query.has('pageToken') ? empty : youtubeFixture('comment-threads-paged-2.json');
    });
    const result = await client.fetchChannelComments(CHANNEL, { maxThreads: 4 });
    expect(result.comments).toHaveLength(4);
    expect(calls).toBe(2);
  });

  it('surfaces quotaExceeded and the recorded 403 permission envelope as typed errors', async () => {
    const quota = await (
      await clientFor(() => envelope('quotaExceeded'))
    ).client
      .fetchChannelComments(CHANNEL)
      .catch((e: unknown) => e);
    expect(quota).toMatchObject({
      name: 'YoutubeApiError',
      kind: 'quota',
      reason: 'quotaExceeded',
      status: 403,
    });
    await server?.close();
    const denied = await (
      await clientFor(() => youtubeFixture('error-permission.json', 403))
    ).client
      .fetchChannelComments(CHANNEL)
      .catch((e: unknown) => e);
    expect(denied).toMatchObject({ kind: 'forbidden', reason: 'SERVICE_UNAVAILABLE' });
    expect(String(denied)).not.toContain('test-key');
  });

  it('reports a 500 after the retries as a typed error', async () => {
    const { client, server } = await clientFor(() => ({ status: 500, body: '{"error":{"code":500}}' }));
    const error = await client.fetchChannelComments(CHANNEL).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'other', reason: 'HTTP 500', status: 500 });
    expect(server.requests).toHaveLength(2);
  });

  it('keeps the channel when one thread answers commentsDisabled for its replies', async () => {
    const { client } = await clientFor((request) =>
      request.resource === 'comments' ? envelope('commentsDisabled') : recorded(request),
    );
    const result = await client.fetchChannelComments(CHANNEL);
    expect(result.comments).toHaveLength(10);
    expect(result.skippedThreads).toEqual([
      { threadId: 'UgwI_ylXVnzPS8Q-oAV4AaABAg', reason: 'commentsDisabled' },
      { threadId: expect.any(String) as unknown, reason: 'commentsDisabled' },
    ]);
  });
});
