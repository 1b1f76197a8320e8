import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flattenThread } from './flatten.ts';
import { parseChannelIds, parseCommentPage, parseErrorEnvelope, parseThreadPage } from './parse-responses.ts';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../test/fixtures/youtube/${name}`, import.meta.url), 'utf8'));

describe('YouTube response parsing (recorded real responses)', () => {
  it('reads a commentThreads page with its next-page token and HTML vs plain text', () => {
    const page = parseThreadPage(fixture('comment-threads-paged-1.json'));
    expect(page.threads).toHaveLength(5);
    expect(page.nextPageToken).toMatch(/^QURTSl9p/);
    const [first] = page.threads;
    expect(first?.topLevel.textDisplay).toBe('<a href="http://google.com/">Google.com</a>');
    expect(first?.topLevel.textOriginal).toBe('Google.com');
    expect(page.threads.at(-1)?.totalReplyCount).toBe(2);
  });

  it('reads the last page without a token', () => {
    expect(parseThreadPage(fixture('comment-threads-paged-2.json')).nextPageToken).toBeNull();
  });

  it('flattens a thread into SPEC §3 comment fields', () => {
    const thread = parseThreadPage(fixture('comment-threads-paged-1.json')).threads[0];
    if (!thread) throw new Error('no thread');
    const replies = parseCommentPage(fixture('comments-by-parent-paged-1.json')).comments;
    const [top, reply] = flattenThread(thread, replies, 'UC_x5XG1OV2P6uZZ5FSM9Ttw');
    expect(top).toEqual({
      id: 'UgyZ1jqkHKYvi1-ruOZ4AaABAg',
      video_id: 'F1UP7wRCPH8',
      videoUrl: 'https://www.youtube.com/watch?v=F1UP7wRCPH8&lc=UgyZ1jqkHKYvi1-ruOZ4AaABAg',
      channelId: 'UC_x5XG1OV2P6uZZ5FSM9Ttw',
      text: 'Google.com',
      textDisplay: '<a href="http://google.com/">Google.com</a>',
      text_original: 'Google.com',
      author: 'himani agarwal',
      author_profile_image_url: expect.stringMatching(/^https:\/\/yt3\.ggpht\.com\//) as unknown,
      author_channel_url: 'http://www.youtube.com/channel/UCzj-CjKYmGlZ7vTL-vOe57A',
      published_at: '2019-11-26T15:51:44.000Z',
      like_count: 0,
      is_reply: false,
      parent_comment_id: null,
      reply_count: 0,
    });
    expect(reply).toMatchObject({
      id: 'Ugw5zYU6n9pmIgAZWvN4AaABAg.91zT3cYb5B291za6voUoRh',
      is_reply: true,
      parent_comment_id: 'Ugw5zYU6n9pmIgAZWvN4AaABAg',
      video_id: 'F1UP7wRCPH8', // comments.list gives none: the thread's
      text: 'this is the third reply!',
    });
  });

  it('counts each reply once when inline and fetched replies overlap', () => {
    const thread = parseThreadPage(fixture('comment-threads-paged-1.json')).threads[0];
    if (!thread) throw new Error('no thread');
    const replies = parseCommentPage(fixture('comments-by-parent-paged-1.json')).comments;
    expect(flattenThread(thread, [...replies, ...replies], 'UC1')).toHaveLength(1 + replies.length);
  });

  it('reads channel ids and error envelopes', () => {
    expect(parseChannelIds(fixture('channels-for-handle.json'))).toEqual(['UC_x5XG1OV2P6uZZ5FSM9Ttw']);
    expect(parseChannelIds({ kind: 'youtube#channelListResponse', pageInfo: {} })).toEqual([]);
    const body = readFileSync(
      new URL('../../test/fixtures/youtube/error-permission.json', import.meta.url),
      'utf8',
    );
    expect(parseErrorEnvelope(body)).toEqual({
      reason: 'SERVICE_UNAVAILABLE',
      message: 'The caller does not have permission',
    });
    expect(
      parseErrorEnvelope('{"error": {"code": 403, "errors": [{"reason": "quotaExceeded", "mess').reason,
    ).toBe('quotaExceeded');
  });
});
