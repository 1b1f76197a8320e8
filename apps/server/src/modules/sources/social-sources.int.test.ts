import type {
  AmazonReview,
  InstagramComment,
  MonitoredSourceEntry,
  SyncSummary,
  YoutubeCommentItem,
} from '@vigila/domain';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, monitoredSources, statusHistory } from '../../db/schema/index.ts';
import {
  apifyFixture,
  defaultApifyHandler,
  startApifyReplayServer,
  type ApifyReplayHandler,
  type ApifyReplayServer,
} from '../../test/apify-replay-server.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { fixedAnalyzer } from '../../test/fixed-analyzer.ts';
import { addManager, startMemberApp, type MemberApp } from '../../test/member-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  startYoutubeReplayServer,
  youtubeFixture,
  type YoutubeReplayHandler,
  type YoutubeReplayServer,
} from '../../test/youtube-replay-server.ts';

const kinds = await testDatabaseKinds();

const googleError = (status: number, reason: string) => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ error: { code: status, message: `because ${reason}`, errors: [{ reason }] } }),
});
const noChannel = { status: 200, body: JSON.stringify({ kind: 'youtube#channelListResponse', items: [] }) };

/**
 * The recorded YouTube pages (two pages of threads, two of replies) for the channel 'chromedevs'; 'spent' has spent
 * the day's quota, 'nobody' is no channel, and 'flaky' refuses once with a 429 before answering.
 */
function youtubeApi(): YoutubeReplayHandler {
  let flakyRefused = false;
  return ({ resource, query }) => {
    const name = query.get('forUsername') ?? query.get('forHandle')?.replace(/^@/, '') ?? '';
    if (resource === 'channels') {
      if (name === 'nobody') return noChannel;
      if (name === 'spent') return googleError(403, 'quotaExceeded');
      if (name === 'flaky' && !flakyRefused) {
        flakyRefused = true;
        return { status: 429, headers: { 'retry-after': '1' }, body: '' };
      }
      return youtubeFixture('channels-for-handle.json');
    }
    const second = query.has('pageToken');
    if (resource === 'commentThreads') return youtubeFixture(`comment-threads-paged-${second ? 2 : 1}.json`);
    return youtubeFixture(`comments-by-parent-paged-${second ? 2 : 1}.json`);
  };
}

/** Apify's written happy path, but the profile 'limited' hits the plan's usage limit and ASIN B0SLOWSLOW times out. */
const apifyApi: ApifyReplayHandler = (request) => {
  const input = JSON.stringify(request.input);
  if (input.includes('"limited"')) return apifyFixture('error-usage-limit.json', 403);
  if (input.includes('B0SLOWSLOW')) return apifyFixture('error-run-timeout.json', 408);
  return defaultApifyHandler(request);
};

interface SyncAnswer {
  success: true;
  message: string;
  key: string;
  data: SyncSummary;
}

describe.each(kinds)('social media and shop sources on %s', (kind) => {
  let t: TestApp;
  let youtube: YoutubeReplayServer;
  let apify: ApifyReplayServer;
  let alice: string;
  /** Maria, a manager: removing a channel is refused to technicians by default (decision 0034). */
  let maria: string;
  let mallory: string;
  let acmeId: string;
  let call: MemberApp['call'];

  beforeAll(async () => {
    youtube = await startYoutubeReplayServer(youtubeApi());
    apify = await startApifyReplayServer(apifyApi);
    // Alice watches social media for Acme; Mallory, of another organisation, must not reach Acme's sources.
    const app = await startMemberApp(kind, {
      analyzer: fixedAnalyzer(),
      env: {
        ...{ YOUTUBE_API_BASE_URL: youtube.baseUrl, YOUTUBE_API_KEY: 'test-key' },
        ...{ APIFY_BASE_URL: apify.baseUrl, APIFY_TOKEN: 'apify-test-token' },
      },
    });
    ({ t, call, orgId: acmeId, member: alice, outsider: mallory } = app);
    maria = await addManager(app);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await youtube.close();
    await apify.close();
  });

  const itemCount = async (source: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(items)
        .where(and(eq(items.orgId, acmeId), eq(items.source, source)))
    )[0]?.n;
  /** Waits for the analysis of everything imported so far, so a test can count what it queues itself. */
  const analysisSettled = async () => {
    for (let i = 0; i < 200; i += 1) {
      const [waiting] = await t.database.db
        .select({ n: count() })
        .from(items)
        .where(and(eq(items.orgId, acmeId), inArray(items.aiStatus, ['pending', 'processing'])));
      if (waiting?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the analysis did not finish');
  };
  const comments = async (token = alice) =>
    (await call('GET', '/api/youtube/getComments?status=all&page_size=200', token)).json<{
      reviews: YoutubeCommentItem[];
    }>().reviews;

  describe('YouTube', () => {
    it('adds a channel: every page of threads and replies, flattened, with textDisplay sanitised', async () => {
      const response = await call('POST', '/api/youtube/comments', alice, { username: '@chromedevs' });
      expect(response.statusCode).toBe(200);
      const body = response.json<SyncAnswer>();
      // The two recorded pages repeat some threads: a repeat within one run is counted as existing.
      expect(body).toMatchObject({
        success: true,
        message: 'YouTube comments added',
        key: 'chromedevs',
        data: { outcome: 'ok', fetched: 16, warnings: [], error: null },
      });
      expect(body.data.added + body.data.existing).toBe(16);
      expect(body.data.added).toBe(await itemCount('youtube'));

      const listed = await comments();
      expect(listed).toHaveLength(body.data.added);
      const linked = listed.find((comment) => comment.comment_id === 'UgyZ1jqkHKYvi1-ruOZ4AaABAg');
      expect(linked).toMatchObject({
        username: 'chromedevs',
        channelId: 'UC_x5XG1OV2P6uZZ5FSM9Ttw',
        video_id: 'F1UP7wRCPH8',
        videoUrl: 'https://www.youtube.com/watch?v=F1UP7wRCPH8&lc=UgyZ1jqkHKYvi1-ruOZ4AaABAg',
        is_reply: false,
      });
      // The API's HTML link survives, made safe: it opens in a new tab without referrer.
      expect(linked?.textDisplay).toContain('target="_blank"');
      expect(linked?.textDisplay).toContain('rel="noopener noreferrer nofollow"');
      const reply = listed.find((comment) => comment.is_reply);
      expect(reply?.parent_comment_id).toBeTruthy();
    });

    it('adding the same channel again adds nothing twice', async () => {
      const before = await itemCount('youtube');
      const body = (
        await call('POST', '/api/youtube/comments', alice, { username: 'chromedevs' })
      ).json<SyncAnswer>();
      expect(body.data).toMatchObject({ outcome: 'ok', fetched: 16, added: 0, existing: 16 });
      expect(await itemCount('youtube')).toBe(before);
    });

    it('waits out a 429 with Retry-After, then imports', async () => {
      const body = (
        await call('POST', '/api/youtube/comments', alice, { username: 'flaky' })
      ).json<SyncAnswer>();
      expect(body.data).toMatchObject({ outcome: 'ok', fetched: 16 });
    });

    it('a spent quota answers 502 with a clear reason, imports nothing and keeps the channel to retry', async () => {
      const before = await itemCount('youtube');
      const response = await call('POST', '/api/youtube/comments', alice, { username: 'spent' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        error: 'YouTube API quota exceeded: try again tomorrow',
        code: 'bad_gateway',
      });
      expect(await itemCount('youtube')).toBe(before);
      const listed = (await call('GET', '/api/sources?source=youtube', alice)).json<{
        data: MonitoredSourceEntry[];
      }>();
      expect(listed.data.find((entry) => entry.key === 'spent')?.last_sync).toMatchObject({
        outcome: 'failed',
      });
    });

    it('a channel that does not exist answers 404 and is not kept', async () => {
      const response = await call('POST', '/api/youtube/comments', alice, { username: 'nobody' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'YouTube channel "nobody" not found', code: 'not_found' });
      const rows = await t.database.db
        .select()
        .from(monitoredSources)
        .where(eq(monitoredSources.key, 'nobody'));
      expect(rows).toEqual([]);
    });

    it('a connector without its key on this server answers 503 and stores nothing (IBECS_API_KEY unset)', async () => {
      const response = await call('POST', '/api/search-ibecs', alice, { searchTerms: 'asma' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'IBECS search is not set up on this server: IBECS_API_KEY is not set',
        code: 'unavailable',
      });
      const rows = await t.database.db
        .select()
        .from(monitoredSources)
        .where(eq(monitoredSources.key, 'asma'));
      expect(rows).toEqual([]);
    });

    it('lists the channels with their counts and the connectors set up on this server', async () => {
      const body = (await call('GET', '/api/sources', alice)).json<{
        data: MonitoredSourceEntry[];
        connectors: Record<string, { status: string; databases?: Record<string, string | null> }>;
      }>();
      const chromedevs = body.data.find((entry) => entry.key === 'chromedevs');
      expect(chromedevs).toMatchObject({ source: 'youtube', schedule: 'daily', databases: [], label: null });
      expect(chromedevs?.item_count).toBe(chromedevs?.pending_count);
      expect(chromedevs?.item_count).toBeGreaterThan(0);
      expect(body.connectors.youtube?.status).toBe('active');
      expect(body.connectors.literature?.status).toBe('inactive');
      // Literature names each database's readiness, so the add form never ticks one that cannot run (IBECS here).
      expect(body.connectors.literature?.databases).toEqual({
        pubmed: null,
        ibecs: 'IBECS search is not set up on this server: IBECS_API_KEY is not set',
      });
      expect(body.connectors.youtube).not.toHaveProperty('databases');
    });

    it("keeps another organisation's channels out of reach", async () => {
      expect((await call('GET', '/api/sources', mallory)).json<{ data: unknown[] }>().data).toEqual([]);
      expect(await comments(mallory)).toEqual([]);
      expect((await call('DELETE', '/api/youtube/chromedevs', mallory)).statusCode).toBe(404);
      expect(await itemCount('youtube')).toBeGreaterThan(0);
    });

    it('removing a channel stops monitoring and archives its comments: out of lists, counts and triage, still readable', async () => {
      const [first] = await comments();
      const status = await call('POST', '/api/change-status', alice, {
        reference_id: first?.id,
        reference_type: 'youtube',
        status_id: 3,
        reason_code: 'spam',
      });
      expect(status.statusCode).toBe(200);
      const total = await itemCount('youtube');
      const triageBefore = (await call('GET', '/api/triage/count', alice)).json<{ count: number }>().count;

      // A technician may not remove a channel by default (decision 0034): nothing goes.
      const refused = await call('DELETE', '/api/youtube/chromedevs', alice);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: 'You do not have the permission “Remove a monitored channel”',
        code: 'permission_channel_remove',
      });
      expect(await itemCount('youtube')).toBe(total);

      const response = await call('DELETE', '/api/youtube/chromedevs', maria);
      expect(response.json()).toEqual({
        success: true,
        message: 'YouTube channel deleted successfully',
        archived_items: total,
      });
      // Nothing deleted: every row and its history stay, archived by maria.
      expect(await itemCount('youtube')).toBe(total);
      const rows = await t.database.db
        .select({ archivedAt: items.archivedAt, archivedReason: items.archivedReason })
        .from(items)
        .where(and(eq(items.orgId, acmeId), eq(items.source, 'youtube')));
      expect(rows.every((row) => row.archivedAt !== null && row.archivedReason === 'source_removed')).toBe(
        true,
      );
      const history = await t.database.db
        .select({ n: count() })
        .from(statusHistory)
        .where(eq(statusHistory.itemId, first?.id ?? ''));
      expect(history[0]?.n).toBeGreaterThan(0);
      // Out of the list, its counts and triage; the source and its schedule are gone.
      expect(await comments()).toEqual([]);
      const counts = (await call('GET', '/api/youtube/getComments/counts', alice)).json<{
        data: { total: number };
      }>();
      expect(counts.data.total).toBe(0);
      const triageAfter = (await call('GET', '/api/triage/count', alice)).json<{ count: number }>().count;
      expect(triageAfter).toBeLessThanOrEqual(triageBefore);
      const triage = (await call('GET', '/api/triage?page_size=200', alice)).json<{
        data: { id: string }[];
      }>();
      expect(triage.data.map((row) => row.id)).not.toContain(first?.id);
      expect(
        (await call('GET', '/api/sources', alice)).json<{ data: { key: string }[] }>().data,
      ).not.toContainEqual(expect.objectContaining({ key: 'chromedevs' }));
      // Still readable by its id, and listed in the archive with its channel.
      const page = await call('GET', `/api/youtube/${first?.id}`, alice);
      expect(page.statusCode).toBe(200);
      const archive = (await call('GET', '/api/archived-items', alice)).json<{
        channels: { source: string; source_key: string; archived_items: number }[];
        items: { id: string }[];
      }>();
      expect(archive.channels).toContainEqual(
        expect.objectContaining({ source: 'youtube', source_key: 'chromedevs', archived_items: total }),
      );
      expect(archive.items.map((item) => item.id)).toContain(first?.id);
      expect((await call('DELETE', '/api/youtube/chromedevs', maria)).statusCode).toBe(404);
    });

    it('adding the channel again restores its archived comments without duplicating any', async () => {
      const total = await itemCount('youtube');
      const added = await call('POST', '/api/youtube/comments', alice, { username: 'chromedevs' });
      expect(added.statusCode).toBe(200);
      expect(await itemCount('youtube')).toBe(total);
      expect((await comments()).length).toBe(total);
      const restored = await t.database.db
        .select({ n: count() })
        .from(items)
        .where(and(eq(items.orgId, acmeId), eq(items.source, 'youtube'), isNull(items.archivedAt)));
      expect(restored[0]?.n).toBe(total);
    });
  });

  describe('Instagram', () => {
    const instagramComments = async (token = alice) =>
      (await call('GET', '/api/instagram/posts?status=all&page_size=200', token)).json<{
        data: InstagramComment[];
      }>().data;

    it('adds a profile from its URL: the comments of its recent posts, replies flattened', async () => {
      const response = await call('POST', '/api/scrape-instagram', alice, {
        profileUrl: 'https://www.instagram.com/FarmaciaEjemplo/',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<SyncAnswer>();
      expect(body).toMatchObject({
        success: true,
        message: 'Instagram profile added successfully',
        key: 'farmaciaejemplo',
        data: { outcome: 'ok', fetched: 9, added: 9, existing: 0, error: null },
      });
      // Two runs: the profile's posts, then the comments of those posts.
      expect(apify.requests.map((request) => request.actorId)).toEqual([
        'apify~instagram-post-scraper',
        'apify~instagram-comment-scraper',
      ]);
      const listed = await instagramComments();
      expect(listed).toHaveLength(9);
      expect(listed.filter((comment) => comment.is_reply)).toHaveLength(3);
      expect(listed.every((comment) => comment.source_key === 'farmaciaejemplo')).toBe(true);
      expect(listed.find((comment) => comment.is_reply)?.parent_comment_id).toBeTruthy();
      expect(listed[0]?.parentPost.url).toMatch(/^https:\/\/www\.instagram\.com\//);
    });

    it('adding the same profile again adds nothing twice', async () => {
      const body = (
        await call('POST', '/api/scrape-instagram', alice, { profileUrl: '@farmaciaejemplo' })
      ).json<SyncAnswer>();
      expect(body.data).toMatchObject({ outcome: 'ok', fetched: 9, added: 0, existing: 9 });
    });

    it('refuses what is not a profile handle', async () => {
      const response = await call('POST', '/api/scrape-instagram', alice, { profileUrl: 'not a handle!' });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/^Invalid Instagram profile/);
    });

    it("Apify's usage limit answers 502 with the reason and imports nothing", async () => {
      const before = await itemCount('instagram');
      const response = await call('POST', '/api/scrape-instagram', alice, { profileUrl: 'limited' });
      expect(response.statusCode).toBe(502);
      expect(response.json<{ error: string }>().error).toMatch(/usage|limit/i);
      expect(await itemCount('instagram')).toBe(before);
    });

    it('re-queues comments whose analysis failed (POST /analyze-instagram, no body)', async () => {
      await analysisSettled();
      const [first] = await instagramComments();
      await t.database.db
        .update(items)
        .set({ aiStatus: 'failed', aiError: 'model offline' })
        .where(eq(items.id, first?.id ?? ''));
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/analyze-instagram',
        headers: { authorization: `Bearer ${alice}`, 'content-type': 'application/json' },
      });
      expect(response.json()).toMatchObject({ success: true, queued: 1 });
      await analysisSettled();
      const [row] = await t.database.db
        .select()
        .from(items)
        .where(eq(items.id, first?.id ?? ''));
      expect(row).toMatchObject({ aiStatus: 'processed', aiError: null });
    });

    it('removes a profile, archiving its comments; another organisation cannot', async () => {
      expect((await call('DELETE', '/api/instagram/accounts/farmaciaejemplo', mallory)).statusCode).toBe(404);
      expect(await instagramComments(mallory)).toEqual([]);
      expect((await call('DELETE', '/api/instagram/accounts/FarmaciaEjemplo', alice)).statusCode).toBe(403);
      const response = await call('DELETE', '/api/instagram/accounts/FarmaciaEjemplo', maria);
      expect(response.json()).toEqual({
        success: true,
        message: 'Instagram account deleted successfully',
        archived_items: 9,
      });
      expect(await instagramComments()).toEqual([]);
      expect(await itemCount('instagram')).toBe(9); // archived, never deleted (decision 0035)
    });
  });

  describe('Amazon', () => {
    const reviews = async (token = alice) =>
      (await call('GET', '/api/reviews?status=all&page_size=200', token)).json<{ data: AmazonReview[] }>()
        .data;

    it('adds an ASIN: its amazon.es reviews, rating, verified purchase and dates read from Spanish', async () => {
      const response = await call('POST', '/api/amazon/load-reviews', alice, { asin: ' b0c4lq7m2x ' });
      expect(response.statusCode).toBe(200);
      expect(response.json<SyncAnswer>()).toMatchObject({
        message: 'ASIN added and reviews loaded successfully',
        key: 'B0C4LQ7M2X',
        data: { outcome: 'ok', fetched: 5, added: 5 },
      });
      const input = apify.requests.at(-1)?.input as { productUrls: { url: string }[] };
      expect(input.productUrls).toEqual([{ url: 'https://www.amazon.es/dp/B0C4LQ7M2X' }]);
      const listed = await reviews();
      expect(listed).toHaveLength(5);
      expect(listed.every((review) => review.asin === 'B0C4LQ7M2X' && review.domain === 'amazon.es')).toBe(
        true,
      );
      expect(listed.every((review) => review.rating_score !== null)).toBe(true);
      expect(listed.filter((review) => review.review_date !== null).length).toBeGreaterThan(0);
    });

    it("refuses what is not an ASIN with the spec's words", async () => {
      const response = await call('POST', '/api/amazon/load-reviews', alice, { asin: 'abc' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Invalid ASIN: an ASIN is 10 letters or digits',
        code: 'invalid_asin',
      });
    });

    it('an actor run past its time limit answers 502 with the reason', async () => {
      const response = await call('POST', '/api/amazon/load-reviews', alice, { asin: 'B0SLOWSLOW' });
      expect(response.statusCode).toBe(502);
      expect(response.json<{ error: string }>().error).toMatch(/300 seconds|time/i);
    });

    it('renames the product: its label and every review, in one go; a later sync keeps the name', async () => {
      const response = await call('POST', '/api/amazon/update-product-name', alice, {
        asin: 'B0C4LQ7M2X',
        product_name: '  Melatonina 1,9 mg  ',
      });
      expect(response.json()).toEqual({ success: true, message: 'Product name updated successfully' });
      expect((await reviews()).every((review) => review.product_name === 'Melatonina 1,9 mg')).toBe(true);
      const listed = (await call('GET', '/api/sources?source=amazon', alice)).json<{
        data: MonitoredSourceEntry[];
      }>();
      const entry = listed.data.find((source) => source.key === 'B0C4LQ7M2X');
      expect(entry?.label).toBe('Melatonina 1,9 mg');
      await call('POST', `/api/sources/${entry?.id}/sync`, alice);
      expect(
        (await call('GET', '/api/sources?source=amazon', alice))
          .json<{ data: MonitoredSourceEntry[] }>()
          .data.find((source) => source.key === 'B0C4LQ7M2X')?.label,
      ).toBe('Melatonina 1,9 mg');
      const unknown = await call('POST', '/api/amazon/update-product-name', mallory, {
        asin: 'B0C4LQ7M2X',
        product_name: 'Hijacked',
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('removes an ASIN, archiving its reviews', async () => {
      expect((await call('DELETE', '/api/reviews/B0C4LQ7M2X', alice)).statusCode).toBe(403);
      const response = await call('DELETE', '/api/reviews/B0C4LQ7M2X', maria);
      expect(response.json()).toEqual({
        success: true,
        message: 'ASIN deleted successfully',
        archived_items: 5,
      });
      expect(await reviews()).toEqual([]);
      expect(await itemCount('amazon')).toBe(5); // archived, never deleted (decision 0035)
      expect((await call('DELETE', '/api/reviews/B0C4LQ7M2X', maria)).statusCode).toBe(404);
    });
  });
});
