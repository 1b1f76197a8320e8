import type { CaseFacts } from '@vigila/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { addMember, buildOrg, buildUser } from '../../test/factories.ts';
import { buildItem } from '../../test/item-factory.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const kinds = await testDatabaseKinds();

const facts = (serious: boolean, seriousness: CaseFacts['seriousness'] = []): CaseFacts => ({
  products: [],
  reactions: [],
  serious,
  seriousness,
  seriousnessEvidence: [],
  patientAge: null,
  patientSex: null,
  reporter: null,
});

interface Page {
  data: { id: string; serious?: boolean; possibly_serious?: boolean }[];
  pagination: { total: number; page: number; total_pages: number; next_cursor?: string | null };
  counts: { sources: Record<string, number>; flags: { adr: number; pqc: number; mi: number } };
}

/** Issue 26 point 8 (decision 0036): reasons for Non-relevant, Undo, the priority sort and the filters. */
describe.each(kinds)('triage that forgives on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let tech: string;
  let orgId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(kind, { workers: false });
    const { db } = t.database;
    const org = await buildOrg(db, 'Forgiving');
    orgId = org.id;
    const ownerUser = await buildUser(db);
    const techUser = await buildUser(db);
    await addMember(db, orgId, ownerUser.id, ['owner']);
    await addMember(db, orgId, techUser.id, ['technician']);
    owner = await t.issuer.mintToken({ sub: ownerUser.id });
    tech = await t.issuer.mintToken({ sub: techUser.id });
    const day = (d: string) => new Date(`${d}T08:00:00Z`);
    // Newest first would be: plain, recent serious, old serious-criterion, oldest plain, literature.
    ids.plain = (
      await buildItem(db, {
        orgId,
        source: 'email',
        adr: true,
        publishedAt: day('2024-06-10'),
        receivedAt: day('2024-06-10'),
      })
    ).id;
    ids.recentSerious = (
      await buildItem(db, {
        orgId,
        source: 'email',
        adr: true,
        caseFacts: facts(true, ['hospitalisation']),
        publishedAt: day('2024-06-09'),
        receivedAt: day('2024-06-09'),
      })
    ).id;
    ids.criterionOnly = (
      await buildItem(db, {
        orgId,
        source: 'recording',
        adr: true,
        caseFacts: facts(false, ['medically_important']),
        publishedAt: day('2024-06-08'),
        receivedAt: day('2024-06-02'),
      })
    ).id;
    ids.oldPlain = (
      await buildItem(db, {
        orgId,
        source: 'amazon',
        sourceKey: 'B0',
        pqc: true,
        publishedAt: day('2024-06-07'),
        receivedAt: day('2024-06-01'),
      })
    ).id;
    ids.article = (
      await buildItem(db, {
        orgId,
        source: 'literature',
        sourceKey: 'aspirin',
        mi: true,
        publishedAt: day('2024-06-06'),
        receivedAt: day('2024-06-06'),
      })
    ).id;
    // For the status changes, outside the inbox's order assertions.
    ids.target = (
      await buildItem(db, { orgId, source: 'email', adr: false, publishedAt: day('2024-01-01') })
    ).id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const setStatus = (token: string, body: object) =>
    call('POST', '/api/change-status', token, { reference_id: ids.target, reference_type: 'email', ...body });
  const history = async () =>
    (await call('GET', `/api/emails/${ids.target}/history`, owner)).json<{
      data: Record<string, unknown>[];
    }>().data;

  it('refuses Non-relevant without a reason, with an unknown one, or Other without its text (400)', async () => {
    const none = await setStatus(tech, { status_id: 3 });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'non_relevant_reason_required' });
    const unknown = await setStatus(tech, { status_id: 3, reason_code: 'bored' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'non_relevant_reason_unknown' });
    const bare = await setStatus(tech, { status_id: 3, reason_code: 'other', reason_text: '   ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: 'non_relevant_reason_text_required' });
    expect(await history()).toEqual([]);
    // Needs Review asks for nothing, as before.
    expect((await setStatus(tech, { status_id: 2 })).statusCode).toBe(200);
  });

  it('keeps the reason and its text with the status change, in the history and the audit trail', async () => {
    const answer = await setStatus(tech, {
      status_id: 3,
      reason_code: 'other',
      reason_text: 'A press release',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ data: object }>().data).toMatchObject({
      status_id: 3,
      reason_code: 'other',
      reason_label: null,
      reason_text: 'A press release',
    });
    expect((await history()).at(-1)).toMatchObject({
      status_id: 3,
      reason_code: 'other',
      reason_text: 'A press release',
    });
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.orgId, orgId), eq(auditEvents.type, 'item.status_changed')));
    expect(events.map((event) => event.data)).toContainEqual(
      expect.objectContaining({ itemId: ids.target, toStatusId: 3, reasonCode: 'other' }),
    );
  });

  it('undoes the caller’s latest change as a new audited change back, and only that one', async () => {
    const change = (await setStatus(tech, { status_id: 2 })).json<{ data: { id: string } }>().data;
    // Someone else cannot undo it.
    const theirs = await call('POST', '/api/change-status/undo', owner, { history_id: change.id });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json()).toMatchObject({ code: 'status_undo_refused' });
    const undo = await call('POST', '/api/change-status/undo', tech, { history_id: change.id });
    expect(undo.statusCode).toBe(200);
    // Back to Non-relevant, with the reason it had.
    expect(undo.json<{ data: object }>().data).toMatchObject({
      status_id: 3,
      reason_code: 'other',
      reason_text: 'A press release',
      undo_of: change.id,
    });
    const entries = await history();
    expect(entries.map((entry) => entry.status_id)).toEqual([2, 3, 2, 3]);
    // An undo is not undone, and an entry no longer the latest is refused.
    const last = entries.at(-1) as { id: string };
    expect((await call('POST', '/api/change-status/undo', tech, { history_id: last.id })).statusCode).toBe(
      409,
    );
    expect((await call('POST', '/api/change-status/undo', tech, { history_id: change.id })).statusCode).toBe(
      409,
    );
    expect((await call('POST', '/api/change-status/undo', tech, { history_id: 'nope' })).statusCode).toBe(
      404,
    );
  });

  it('lets owners and admins change the reasons (audited), and a reason of the list is then required', async () => {
    const defaults = (await call('GET', '/api/triage/reasons', tech)).json<{
      data: { code: string }[];
      customised: boolean;
    }>();
    expect(defaults.customised).toBe(false);
    expect(defaults.data.map((reason) => reason.code)).toEqual([
      'not_medicinal_product',
      'no_safety_content',
      'duplicate',
      'spam',
      'other',
    ]);
    const list = { reasons: [{ code: 'internal_test', label: 'Internal test message', explain: false }] };
    const refused = await call('PUT', '/api/triage/reasons', tech, list);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'reasons_admin_only' });
    expect(
      (
        await call('PUT', '/api/triage/reasons', owner, {
          reasons: [{ code: 'x', label: null, explain: false }],
        })
      ).statusCode,
    ).toBe(400);
    const saved = await call('PUT', '/api/triage/reasons', owner, list);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ customised: true, data: list.reasons });
    expect((await setStatus(tech, { status_id: 3, reason_code: 'spam' })).statusCode).toBe(400);
    const own = await setStatus(tech, { status_id: 3, reason_code: 'internal_test' });
    expect(own.json<{ data: object }>().data).toMatchObject({
      reason_code: 'internal_test',
      reason_label: 'Internal test message',
    });
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.orgId, orgId), eq(auditEvents.type, 'triage.reasons_changed')));
    expect(event?.data).toEqual({ old: null, new: ['internal_test'] });
    expect((await call('PUT', '/api/triage/reasons', owner, { reasons: null })).json()).toMatchObject({
      customised: false,
    });
  });

  it('sorts by priority: serious (a criterion read, even without the serious fact) first, then the oldest received, page by page', async () => {
    const first = (await call('GET', '/api/triage?sort=priority&page_size=2', tech)).json<Page>();
    expect(first.data.map((item) => item.id)).toEqual([ids.criterionOnly, ids.recentSerious]);
    expect(first.data.map((item) => item.serious)).toEqual([true, true]);
    expect(first.pagination).toMatchObject({ page: 1, total: 5, total_pages: 3 });
    expect(first.pagination.next_cursor).toBeUndefined();
    const second = (await call('GET', '/api/triage?sort=priority&page_size=2&page=2', tech)).json<Page>();
    expect(second.data.map((item) => item.id)).toEqual([ids.oldPlain, ids.article]);
    const third = (await call('GET', '/api/triage?sort=priority&page_size=2&page=3', tech)).json<Page>();
    expect(third.data.map((item) => item.id)).toEqual([ids.plain]);
    expect(third.pagination.next_cursor).toBeNull();
    // The spec's order stays the default.
    const newest = (await call('GET', '/api/triage', tech)).json<Page>();
    expect(newest.data.map((item) => item.id)).toEqual([
      ids.plain,
      ids.recentSerious,
      ids.criterionOnly,
      ids.oldPlain,
      ids.article,
    ]);
  });

  it('filters by source and by flag, together and with the sort, and counts the whole inbox per source and flag', async () => {
    const emails = (await call('GET', '/api/triage?source=email&sort=priority', tech)).json<Page>();
    expect(emails.data.map((item) => item.id)).toEqual([ids.recentSerious, ids.plain]);
    expect(emails.pagination.total).toBe(2);
    const pqcOrMi = (await call('GET', '/api/triage?flags=pqc,mi', tech)).json<Page>();
    expect(pqcOrMi.data.map((item) => item.id)).toEqual([ids.oldPlain, ids.article]);
    expect(pqcOrMi.pagination.total).toBe(2);
    // Literature's SS/QM/SI read as their slots: SI is MI.
    const si = (await call('GET', '/api/triage?flags=si&source=literature', tech)).json<Page>();
    expect(si.data.map((item) => item.id)).toEqual([ids.article]);
    const none = (await call('GET', '/api/triage?flags=pqc&source=email', tech)).json<Page>();
    expect(none.data).toEqual([]);
    expect(none.pagination.total).toBe(0);
    expect(none.counts).toEqual({
      sources: { email: 2, recording: 1, amazon: 1, literature: 1 },
      flags: { adr: 3, pqc: 1, mi: 1 },
    });
    expect((await call('GET', '/api/triage?flags=zz', tech)).statusCode).toBe(400);
    expect((await call('GET', '/api/triage?sort=random', tech)).statusCode).toBe(400);
  });

  it('puts possibly serious items after serious ones and before the rest, and filters by either (issue 27)', async () => {
    const { db } = t.database;
    const other = await buildOrg(db, 'Possibly');
    const member = await buildUser(db);
    await addMember(db, other.id, member.id, ['technician']);
    const token = await t.issuer.mintToken({ sub: member.id });
    const at = (d: string) => ({
      publishedAt: new Date(`${d}T08:00:00Z`),
      receivedAt: new Date(`${d}T08:00:00Z`),
    });
    const item = async (caseFacts: CaseFacts | null, day: string) =>
      (await buildItem(db, { orgId: other.id, source: 'email', adr: true, caseFacts, ...at(day) })).id;
    const possibly = await item(
      { ...facts(false), possiblySerious: true, possiblySeriousEvidence: ['ended up in the ER'] },
      '2024-05-01',
    );
    const plain = await item(facts(false), '2024-04-01');
    const serious = await item(facts(true, ['death']), '2024-06-01');
    const sorted = (await call('GET', '/api/triage?sort=priority', token)).json<Page>();
    expect(sorted.data.map((each) => each.id)).toEqual([serious, possibly, plain]);
    expect(sorted.data.map((each) => [each.serious, each.possibly_serious])).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ]);
    const onlyPossibly = (await call('GET', '/api/triage?seriousness=possibly_serious', token)).json<Page>();
    expect(onlyPossibly.data.map((each) => each.id)).toEqual([possibly]);
    expect(onlyPossibly.pagination.total).toBe(1);
    const onlySerious = (await call('GET', '/api/triage?seriousness=serious', token)).json<Page>();
    expect(onlySerious.data.map((each) => each.id)).toEqual([serious]);
    expect((await call('GET', '/api/triage?seriousness=maybe', token)).statusCode).toBe(400);
  });
});
