import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { addMember, buildOrg, buildUser } from '../../test/factories.ts';
import { buildItem } from '../../test/item-factory.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const kinds = await testDatabaseKinds();

describe.each(kinds)('triage inbox on %s', (kind) => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(kind, { workers: false });
    const { db } = t.database;
    const acme = await buildOrg(db, 'Acme');
    const other = await buildOrg(db, 'Other');
    const aliceUser = await buildUser(db);
    const bobUser = await buildUser(db);
    await addMember(db, acme.id, aliceUser.id);
    await addMember(db, other.id, bobUser.id);
    alice = await t.issuer.mintToken({ sub: aliceUser.id });
    bob = await t.issuer.mintToken({ sub: bobUser.id });

    const at = (day: string) => new Date(`${day}T08:00:00Z`);
    const orgId = acme.id;
    // Flagged and pending, from three sources: these are the inbox.
    ids.email = (
      await buildItem(db, { orgId, source: 'email', adr: true, publishedAt: at('2024-06-03') })
    ).id;
    ids.review = (
      await buildItem(db, {
        orgId,
        source: 'amazon',
        sourceKey: 'B00TEST',
        externalId: 'R1',
        title: null,
        text: '  Broken   blister pack\nreceived ',
        pqc: true,
        publishedAt: at('2024-06-02'),
      })
    ).id;
    ids.recording = (
      await buildItem(db, { orgId, source: 'recording', mi: true, publishedAt: at('2024-06-01') })
    ).id;
    // Not in the inbox: no flag; flagged but already reviewed; analysis not done (null flags); other org.
    await buildItem(db, { orgId, source: 'email', publishedAt: at('2024-06-04') });
    await buildItem(db, { orgId, source: 'email', adr: true, statusId: 2, publishedAt: at('2024-06-05') });
    await buildItem(db, { orgId, source: 'email', adr: null, pqc: null, mi: null, aiStatus: 'pending' });
    await buildItem(db, { orgId: other.id, source: 'email', adr: true });
  });
  afterAll(() => t.close());

  const get = (url: string, token: string | null = alice) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('lists pending flagged items of every source, newest first, with their detail paths', async () => {
    const response = await get('/api/triage');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: Record<string, unknown>[]; pagination: object }>();
    expect(body.data.map((item) => item.id)).toEqual([ids.email, ids.review, ids.recording]);
    expect(body.pagination).toEqual({ page: 1, page_size: 50, total: 3, total_pages: 1, next_cursor: null });
    expect(body.data[1]).toMatchObject({
      source: 'amazon',
      source_key: 'B00TEST',
      title: 'Broken blister pack received',
      excerpt: 'Broken blister pack received',
      pqc: true,
      detail_path: '/amazon/B00TEST/R1',
    });
    expect(body.data[0]?.detail_path).toBe(`/emails/${ids.email}`);
    expect(body.data[2]?.detail_path).toBe(`/recordings/${ids.recording}`);
  });

  it('pages, filters by source, and counts the badge', async () => {
    const page2 = (await get('/api/triage?page=2&page_size=2')).json<{
      data: { id: string }[];
      pagination: object;
    }>();
    expect(page2.data.map((item) => item.id)).toEqual([ids.recording]);
    expect(page2.pagination).toEqual({ page: 2, page_size: 2, total: 3, total_pages: 2, next_cursor: null });
    const recordings = (await get('/api/triage?source=recording')).json<{ data: { id: string }[] }>();
    expect(recordings.data.map((item) => item.id)).toEqual([ids.recording]);
    expect((await get('/api/triage?source=fax')).statusCode).toBe(400);
    expect((await get('/api/triage/count')).json()).toEqual({ success: true, count: 3 });
  });

  it("shows another organisation's member only their own inbox, and refuses anonymous callers", async () => {
    expect((await get('/api/triage/count', bob)).json()).toEqual({ success: true, count: 1 });
    const theirs = (await get('/api/triage', bob)).json<{ data: { id: string }[] }>();
    expect(theirs.data.map((item) => item.id)).not.toContain(ids.email);
    expect((await get('/api/triage', null)).statusCode).toBe(401);
    expect((await get('/api/triage/count', null)).statusCode).toBe(401);
  });
});
