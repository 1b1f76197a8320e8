import { afterEach, describe, expect, it } from 'vitest';
import {
  apifyFixture,
  defaultApifyHandler,
  startApifyReplayServer,
  type ApifyReplayHandler,
  type ApifyReplayServer,
} from '../../test/apify-replay-server.ts';
import { instantRetries } from '../../test/instant-retries.ts';
import { createApifyClient, DEFAULT_AMAZON_ACTOR, DEFAULT_INSTAGRAM_ACTOR } from './apify-client.ts';
import { ApifyError } from './apify-error.ts';

let server: ApifyReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientFor(handler: ApifyReplayHandler, token = 'apify_api_test') {
  server = await startApifyReplayServer(handler);
  const { waits, http } = instantRetries();
  return { client: createApifyClient({ token, baseUrl: server.baseUrl, http }), server, waits };
}

const failing = (error: unknown) => error;

describe('Apify client: Instagram', () => {
  it('runs the posts actor for the handle, then the comments actor for those posts', async () => {
    const { client, server } = await clientFor(defaultApifyHandler);
    const result = await client.scrapeInstagramComments('@Farmacia.Lumbre', { maxPosts: 3, maxComments: 50 });
    expect(result.requests).toBe(2);
    expect(result.warnings).toEqual([]);
    expect(result.records).toHaveLength(9);
    const [posts, comments] = server.requests;
    expect(posts).toMatchObject({
      method: 'POST',
      path: '/v2/acts/apify~instagram-post-scraper/run-sync-get-dataset-items',
      token: 'apify_api_test',
      input: { username: ['farmacia.lumbre'], resultsLimit: 3 },
    });
    expect(posts?.query.get('token')).toBeNull();
    expect(comments).toMatchObject({
      actorId: DEFAULT_INSTAGRAM_ACTOR,
      input: {
        directUrls: [
          'https://www.instagram.com/p/C7xQk2aNp4R/',
          'https://www.instagram.com/reel/C7kA0bHNz3m/',
          'https://www.instagram.com/p/C7JxZ9oN1qY/',
        ],
        resultsLimit: 50,
        includeNestedComments: true,
      },
    });
    const adverse = result.records.find((r) => r.text.includes('ibuprofeno 600'));
    expect(adverse).toMatchObject({
      comment_id: '18055566677788899',
      owner_username: 'javi.ortega.87',
      post_owner_username: 'farmacia.lumbre',
      post_url: 'https://www.instagram.com/reel/C7kA0bHNz3m/',
      replies_count: 2,
      is_reply: false,
    });
  });

  it('returns no comments, with the actor’s reason, for a private or empty profile, after one run', async () => {
    const { client, server } = await clientFor(() => apifyFixture('instagram-posts-private.json'));
    const result = await client.scrapeInstagramComments('https://www.instagram.com/cuenta.privada/');
    expect(result).toEqual({
      records: [],
      warnings: ['Instagram profile: the actor reported "Empty or private data for provided input"'],
      requests: 1,
    });
    expect(server.requests[0]?.input).toEqual({ username: ['cuenta.privada'], resultsLimit: 10 });
  });

  it('refuses what cannot be a username without calling Apify', async () => {
    const { client, server } = await clientFor(defaultApifyHandler);
    await expect(client.scrapeInstagramComments('no spaces allowed')).rejects.toMatchObject({
      kind: 'other',
    });
    expect(server.requests).toHaveLength(0);
  });
});

describe('Apify client: Amazon', () => {
  it('loads the reviews of an ASIN from the Spanish store', async () => {
    const { client, server } = await clientFor(defaultApifyHandler);
    const result = await client.loadAmazonReviews(' b0c4lq7m2x ', { maxReviews: 20 });
    expect(server.requests[0]).toMatchObject({
      actorId: DEFAULT_AMAZON_ACTOR,
      input: { productUrls: [{ url: 'https://www.amazon.es/dp/B0C4LQ7M2X' }], maxReviews: 20 },
    });
    expect(result.requests).toBe(1);
    expect(result.records).toHaveLength(5);
    expect(result.productName).toBeNull();
    expect(result.records.every((r) => r.asin === 'B0C4LQ7M2X' && r.domain === 'amazon.es')).toBe(true);
    expect(result.records.find((r) => r.review_body.includes('sertralina'))).toMatchObject({
      rating_score: 2,
      review_date: '2024-03-03',
      verified_purchase: true,
    });
  });

  it('returns an empty result when the product has no reviews', async () => {
    const { client } = await clientFor(() => ({ status: 201, body: '[]' }));
    expect(await client.loadAmazonReviews('B0C4LQ7M2X')).toEqual({
      records: [],
      warnings: [],
      requests: 1,
      productName: null,
    });
  });

  it('refuses what is not an ASIN', async () => {
    const { client } = await clientFor(defaultApifyHandler);
    await expect(client.loadAmazonReviews('B0C4')).rejects.toThrow(/is not an ASIN/);
  });

  it('waits out a 429 with Retry-After, then runs the actor once', async () => {
    let calls = 0;
    const { client, waits } = await clientFor((request) => {
      calls += 1;
      if (calls === 1) {
        const body = '{"error":{"type":"rate-limit-exceeded","message":"You have exceeded the rate limit"}}';
        return { status: 429, headers: { 'retry-after': '3' }, body };
      }
      return defaultApifyHandler(request);
    });
    const result = await client.loadAmazonReviews('B0C4LQ7M2X');
    expect(result.records).toHaveLength(5);
    expect(calls).toBe(2);
    expect(Math.max(...waits)).toBeGreaterThanOrEqual(3000);
  });
});

describe('Apify client: any actor', () => {
  it("runs the actor with the input and gives its dataset items unread (a source's adapter maps them)", async () => {
    const items = [{ id: 'c1', text: 'me salió un sarpullido' }];
    const { client, server } = await clientFor(() => ({ status: 201, body: JSON.stringify(items) }));
    expect(
      await client.runActor('someone/comments-scraper', { postUrls: ['https://example.com/v/1'] }),
    ).toEqual(items);
    expect(server.requests[0]).toMatchObject({
      actorId: 'someone~comments-scraper',
      input: { postUrls: ['https://example.com/v/1'] },
    });
  });
});

describe('Apify client: errors', () => {
  it('gives a 5xx that stays failing as an ApifyError after the retries', async () => {
    const { client, server } = await clientFor(() => ({
      status: 503,
      body: '<html>Service Unavailable</html>',
    }));
    const error = await client.loadAmazonReviews('B0C4LQ7M2X').catch(failing);
    expect(error).toBeInstanceOf(ApifyError);
    expect(error).toMatchObject({ kind: 'other', status: 503 });
    expect(server.requests).toHaveLength(2);
  });

  it('does not start a paid run again after a 500', async () => {
    const { client, server } = await clientFor(() => ({
      status: 500,
      body: '{"error":{"type":"internal-error"}}',
    }));
    await expect(client.loadAmazonReviews('B0C4LQ7M2X')).rejects.toMatchObject({
      kind: 'other',
      status: 500,
    });
    expect(server.requests).toHaveLength(1);
  });

  it('gives a bad token (401) and a forbidden token (403) as kind auth with a clear message', async () => {
    const bad = await clientFor(() => apifyFixture('error-invalid-token.json', 401));
    const error = await bad.client.scrapeInstagramComments('farmacia.lumbre').catch(failing);
    expect(error).toMatchObject({ kind: 'auth', status: 401, type: 'user-or-token-not-found' });
    expect(String(error)).toMatch(/check the Apify token/);
    expect(String(error)).not.toContain('apify_api_test');
    await server?.close();
    const forbidden = await clientFor(() => ({
      status: 403,
      body: '{"error":{"type":"insufficient-permissions","message":"Insufficient permissions for the Actor"}}',
    }));
    await expect(forbidden.client.loadAmazonReviews('B0C4LQ7M2X')).rejects.toMatchObject({ kind: 'auth' });
  });

  it('gives plan limits (402, 403 over the usage limit) as kind quota', async () => {
    const limit = await clientFor(() => apifyFixture('error-usage-limit.json', 403));
    const error = await limit.client.loadAmazonReviews('B0C4LQ7M2X').catch(failing);
    expect(error).toMatchObject({ kind: 'quota', status: 403 });
    expect(String(error)).toMatch(/Monthly usage hard limit exceeded/);
    await server?.close();
    const payment = await clientFor(() => ({
      status: 402,
      body: '{"error":{"type":"not-enough-usage-to-run-paid-actor","message":"Not enough usage"}}',
    }));
    await expect(payment.client.loadAmazonReviews('B0C4LQ7M2X')).rejects.toMatchObject({ kind: 'quota' });
  });

  it('gives the 408 of a run longer than 300 s as kind timeout, without running it again', async () => {
    const { client, server } = await clientFor(() => apifyFixture('error-run-timeout.json', 408));
    const error = await client.scrapeInstagramComments('farmacia.lumbre').catch(failing);
    expect(error).toMatchObject({ kind: 'timeout', status: 408, type: 'run-timeout-exceeded' });
    expect(String(error)).toMatch(/300 seconds/);
    expect(server.requests).toHaveLength(1);
  });

  it('gives a failed run as actor_failed and an unknown actor with advice on the id', async () => {
    const failed = await clientFor(() => apifyFixture('error-run-failed.json', 400));
    await expect(failed.client.loadAmazonReviews('B0C4LQ7M2X')).rejects.toMatchObject({
      kind: 'actor_failed',
    });
    await server?.close();
    const missing = await clientFor(defaultApifyHandler);
    const custom = createApifyClient({
      token: 't',
      baseUrl: missing.server.baseUrl,
      amazonActor: 'someone/gone',
    });
    const error = await custom.loadAmazonReviews('B0C4LQ7M2X').catch(failing);
    expect(missing.server.requests[0]?.actorId).toBe('someone~gone');
    expect(String(error)).toMatch(/check the actor id/);
  });

  it('gives a body that is not a JSON list as an error, not as no records', async () => {
    const html = await clientFor(() => ({ status: 201, body: '<html><body>Bad gateway</body></html>' }));
    await expect(html.client.loadAmazonReviews('B0C4LQ7M2X')).rejects.toThrow(/unreadable data/);
    await server?.close();
    const object = await clientFor(() => ({ status: 201, body: '{"data":{"items":[]}}' }));
    await expect(object.client.loadAmazonReviews('B0C4LQ7M2X')).rejects.toThrow(/list of items/);
  });

  it('fails the whole Instagram scrape when the comments run fails after the posts run', async () => {
    const { client, server } = await clientFor((request) =>
      request.actorId === DEFAULT_INSTAGRAM_ACTOR
        ? apifyFixture('error-run-timeout.json', 408)
        : defaultApifyHandler(request),
    );
    await expect(client.scrapeInstagramComments('farmacia.lumbre')).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(server.requests).toHaveLength(2);
  });
});
