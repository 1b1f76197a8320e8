import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, statusHistory } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { addMember, buildOrg, buildUser } from '../../test/factories.ts';
import { buildItem } from '../../test/item-factory.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const kinds = await testDatabaseKinds();

describe.each(kinds)('e-mail and recording lists, detail, history and status on %s', (kind) => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(kind, { workers: false });
    const { db } = t.database;
    // Alice reviews for Acme; Bob works for Other Co and must never see Acme's items.
    const acme = await buildOrg(db, 'Acme');
    const other = await buildOrg(db, 'Other Co');
    const aliceUser = await buildUser(db, { name: 'Alice Reviewer' });
    const bobUser = await buildUser(db, { name: 'Bob Elsewhere' });
    await addMember(db, acme.id, aliceUser.id);
    await addMember(db, other.id, bobUser.id);
    alice = await t.issuer.mintToken({ sub: aliceUser.id, org_id: acme.id });
    bob = await t.issuer.mintToken({ sub: bobUser.id, org_id: other.id });

    const at = (day: string) => new Date(`${day}T10:00:00Z`);
    const email = { orgId: acme.id, source: 'email' as const };
    ids.e1 = (
      await buildItem(db, {
        ...email,
        publishedAt: at('2024-05-01'),
        adr: true,
        adrReason: 'rash',
        title: 'Rash',
      })
    ).id;
    ids.e2 = (
      await buildItem(db, {
        ...email,
        publishedAt: at('2024-05-02'),
        text: 'A HEADACHE question',
        data: {
          recipient: 'pv@acme.test',
          attachments: [{ filename: 'a.pdf', content_type: 'application/pdf', size: 3 }],
        },
      })
    ).id;
    ids.e3 = (await buildItem(db, { ...email, publishedAt: at('2024-05-03'), statusId: 2, pqc: true })).id;
    ids.e4 = (
      await buildItem(db, {
        ...email,
        publishedAt: at('2024-04-30'),
        statusId: 3,
        mi: true,
        text: '100%_sure',
      })
    ).id;
    ids.r1 = (
      await buildItem(db, {
        orgId: acme.id,
        source: 'recording',
        text: '',
        aiStatus: 'pending',
        adr: null,
        pqc: null,
        mi: null,
        publishedAt: at('2024-05-05'),
        data: {
          uploaded_by: 'Carol Caller',
          org_name: 'Acme',
          file_name: 'call.wav',
          content_type: 'audio/wav',
          duration_seconds: 12.5,
        },
      })
    ).id;
    ids.otherEmail = (await buildItem(db, { orgId: other.id, source: 'email' })).id;
  });
  afterAll(() => t.close());

  const get = (url: string, token: string | null = alice) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const emailIds = async (query: string) => {
    const response = await get(`/api/emails${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { id: string }[] }>().data.map((e) => e.id);
  };

  it('refuses callers without a token', async () => {
    for (const url of [
      '/api/emails',
      '/api/emails/counts',
      `/api/emails/${ids.e1}`,
      '/api/recordings',
      `/api/recordings/${ids.r1}/history`,
    ]) {
      expect((await get(url, null)).statusCode).toBe(401);
    }
  });

  it('lists the e-mails of the organisation newest first, as page 1 without `page`', async () => {
    const response = await get('/api/emails');
    expect(Object.keys(response.json<object>()).sort()).toEqual(['data', 'pagination', 'success']);
    expect(await emailIds('')).toEqual([ids.e3, ids.e2, ids.e1, ids.e4]);
  });

  it('filters by status, AI triage, flags, text and date in SQL', async () => {
    expect(await emailIds('?status=pending')).toEqual([ids.e2, ids.e1]);
    expect(await emailIds('?status=all')).toHaveLength(4);
    expect(await emailIds('?ai_triage=true')).toEqual([ids.e1]);
    expect(await emailIds('?flags=adr,pqc')).toEqual([ids.e3, ids.e1]);
    expect(await emailIds('?flags=mi&status=non_relevant')).toEqual([ids.e4]);
    expect(await emailIds('?q=headache')).toEqual([ids.e2]);
    expect(await emailIds('?q=0%25_')).toEqual([ids.e4]); // % and _ are literal characters, not wildcards
    expect(await emailIds('?q=rash')).toEqual([ids.e1]); // the subject is searched too
    expect(await emailIds('?date_mode=on&date=2024-05-02')).toEqual([ids.e2]);
    expect(await emailIds('?date_mode=before&date=2024-05-01')).toEqual([ids.e4]);
    expect(await emailIds('?date_mode=after&date=2024-05-02')).toEqual([ids.e3]);
    expect((await get('/api/emails?status=bogus')).statusCode).toBe(400);
  });

  it('pages with a total, and counts the five tiles under the non-status filters', async () => {
    const first = (await get('/api/emails?page=1&page_size=3')).json<{
      data: { id: string }[];
      pagination: object;
    }>();
    expect(first.data.map((e) => e.id)).toEqual([ids.e3, ids.e2, ids.e1]);
    expect(first.pagination).toMatchObject({ page: 1, page_size: 3, total: 4, total_pages: 2 });
    expect(typeof (first.pagination as { next_cursor?: unknown }).next_cursor).toBe('string');
    expect(await emailIds('?page=2&page_size=3')).toEqual([ids.e4]);
    expect(await emailIds('?page=3&page_size=3')).toEqual([]);

    expect((await get('/api/emails/counts?status=needs_review')).json()).toEqual({
      success: true,
      data: { triage: 1, pending: 2, needs_review: 1, non_relevant: 1, total: 4 },
    });
    expect((await get('/api/emails/counts?flags=pqc,mi')).json<{ data: object }>().data).toEqual({
      triage: 0,
      pending: 0,
      needs_review: 1,
      non_relevant: 1,
      total: 2,
    });
  });

  it('answers one e-mail in the spec shape, and "Email not found" for another organisation\'s', async () => {
    const response = await get(`/api/emails/${ids.e2}`);
    expect(response.json()).toMatchObject({
      success: true,
      data: {
        id: ids.e2,
        from: 'sender@example.test',
        recipient: 'pv@acme.test',
        body: 'A HEADACHE question',
        email_date: '2024-05-02T10:00:00.000Z',
        status_id: 1,
        attachments: [{ filename: 'a.pdf', content_type: 'application/pdf', size: 3 }],
        ai_processed: true,
        ai_status: 'processed',
      },
    });
    for (const url of [`/api/emails/${ids.otherEmail}`, '/api/emails/nope', `/api/emails/${ids.r1}`]) {
      const missing = await get(url);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'Email not found', code: 'email_not_found' });
    }
    expect((await get(`/api/emails/${ids.e1}`, bob)).statusCode).toBe(404);
    expect((await get(`/api/emails/${ids.e1}/history`, bob)).statusCode).toBe(404);
    expect((await get('/api/emails', bob)).json<{ data: { id: string }[] }>().data.map((e) => e.id)).toEqual([
      ids.otherEmail,
    ]);
  });

  it('lists recordings under `recordings`, searching uploader and organisation name', async () => {
    const all = (await get('/api/recordings')).json<{ recordings: Record<string, unknown>[] }>();
    expect(all.recordings).toHaveLength(1);
    expect(all.recordings[0]).toMatchObject({
      id: ids.r1,
      recording_id: ids.r1,
      uploaded_by: 'Carol Caller',
      org_name: 'Acme',
      file_name: 'call.wav',
      duration_seconds: 12.5,
      transcription: null,
      ai_processed: false,
      history_status_id: 1,
      status: { id: 1 },
    });
    const search = async (q: string) =>
      (await get(`/api/recordings?q=${q}`)).json<{ recordings: unknown[] }>().recordings.length;
    expect([await search('carol'), await search('ACME'), await search('zebra')]).toEqual([1, 1, 0]);
    expect((await get('/api/recordings/counts')).json()).toEqual({
      success: true,
      data: { triage: 0, pending: 1, needs_review: 0, non_relevant: 0, total: 1 },
    });
    expect((await get(`/api/recordings/${ids.e1}`)).json()).toEqual({
      error: 'Recording not found',
      code: 'recording_not_found',
    });
    expect((await get(`/api/recordings/${ids.r1}/history`)).json()).toEqual({ success: true, history: [] });
  });

  it('changes a status with the signed-in user as changer, history and audit in one go', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/change-status',
      headers: { authorization: `Bearer ${alice}` },
      payload: {
        reference_id: ids.e1,
        reference_type: 'email',
        status_id: 2,
        changed_by: 'x',
        changed_by_name: 'Mallory',
      },
    });
    expect(response.statusCode).toBe(200);
    const entry = response.json<{
      data: { id: string; changed_by: string; changed_by_name: string; status_id: number };
    }>().data;
    expect(entry).toMatchObject({ status_id: 2, changed_by_name: 'Alice Reviewer' });
    expect(entry.changed_by).not.toBe('x');

    expect((await get(`/api/emails/${ids.e1}`)).json<{ data: { status_id: number } }>().data.status_id).toBe(
      2,
    );
    const history = (await get(`/api/emails/${ids.e1}/history`)).json<{ data: unknown[] }>();
    expect(history.data).toEqual([entry]);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.type, 'item.status_changed'));
    expect(audit?.data).toEqual({
      itemId: ids.e1,
      source: 'email',
      fromStatusId: 1,
      toStatusId: 2,
      historyId: entry.id,
    });
    expect(audit?.actorUserId).toBe(entry.changed_by);

    // The recording's history answers under `history`.
    await t.app.inject({
      method: 'POST',
      url: '/api/change-status',
      headers: { authorization: `Bearer ${alice}` },
      payload: { reference_id: ids.r1, reference_type: 'recording', status_id: 3, reason_code: 'duplicate' },
    });
    const recordingHistory = (await get(`/api/recordings/${ids.r1}/history`)).json<{
      history: { status_id: number }[];
    }>();
    expect(recordingHistory.history.map((h) => h.status_id)).toEqual([3]);
  });

  it("refuses another organisation's item, a wrong source and status 1, changing nothing", async () => {
    const { db } = t.database;
    const before = async () => ({
      history: (await db.select({ n: count() }).from(statusHistory))[0]?.n,
      audit: (await db.select({ n: count() }).from(auditEvents))[0]?.n,
    });
    const snapshot = await before();
    const post = (token: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/change-status',
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    const asBob = await post(bob, {
      reference_id: ids.e2,
      reference_type: 'email',
      status_id: 3,
      reason_code: 'duplicate',
    });
    expect([asBob.statusCode, asBob.json()]).toEqual([
      404,
      { error: 'Item not found', code: 'item_not_found' },
    ]);
    expect(
      (
        await post(alice, {
          reference_id: ids.e2,
          reference_type: 'recording',
          status_id: 3,
          reason_code: 'duplicate',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await post(alice, { reference_id: ids.e2, reference_type: 'email', status_id: 1 })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/change-status', payload: {} })).statusCode).toBe(
      401,
    );
    expect(await before()).toEqual(snapshot);
    expect((await get(`/api/emails/${ids.e2}`)).json<{ data: { status_id: number } }>().data.status_id).toBe(
      1,
    );
  });

  it('keeps status history append-only', async () => {
    await expect(
      t.database.db
        .update(statusHistory)
        .set({ statusId: 1 })
        .where(eq(statusHistory.itemId, ids.e1 ?? '')),
    ).rejects.toThrow();
  });
});
