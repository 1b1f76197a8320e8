import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, feedback } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { addMember, buildOrg, buildUser } from '../../test/factories.ts';
import { buildItem } from '../../test/item-factory.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const kinds = await testDatabaseKinds();

describe.each(kinds)('Train AI feedback on %s', (kind) => {
  let t: TestApp;
  let alice: string;
  let aliceId: string;
  let bob: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(kind, { workers: false });
    const { db } = t.database;
    const acme = await buildOrg(db, 'Acme');
    const other = await buildOrg(db, 'Other');
    const aliceUser = await buildUser(db);
    const bobUser = await buildUser(db);
    aliceId = aliceUser.id;
    await addMember(db, acme.id, aliceUser.id);
    await addMember(db, other.id, bobUser.id);
    alice = await t.issuer.mintToken({ sub: aliceUser.id });
    bob = await t.issuer.mintToken({ sub: bobUser.id });
    const analysed = { orgId: acme.id, analyzer: 'lexicon@1' };
    ids.a = (
      await buildItem(t.database.db, { ...analysed, source: 'email', adr: true, pqc: false, mi: false })
    ).id;
    ids.b = (
      await buildItem(t.database.db, { ...analysed, source: 'email', adr: true, pqc: true, mi: false })
    ).id;
    ids.c = (
      await buildItem(t.database.db, { ...analysed, source: 'email', adr: false, pqc: false, mi: false })
    ).id;
    ids.article = (
      await buildItem(t.database.db, {
        ...analysed,
        source: 'literature',
        externalId: '123456',
        adr: true,
        mi: false,
      })
    ).id;
  });
  afterAll(() => t.close());

  const post = (payload: object, token: string = alice) =>
    t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  const metrics = async (token: string = alice) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/feedback/metrics',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json<{ data: Record<string, unknown> }>().data;

  it('stores each verdict attributed to the caller, audited, and turns them into precision and recall', async () => {
    const first = await post({
      reference_id: ids.a,
      reference_type: 'email',
      flags: [
        { flag: 'adr', verdict: 'correct' },
        { flag: 'pqc', verdict: 'missed', reason: 'mentions a broken seal' },
      ],
    });
    expect(first.json()).toEqual({ success: true, message: 'Feedback recorded' });
    await post({
      reference_id: ids.b,
      reference_type: 'email',
      flags: [
        { flag: 'adr', verdict: 'incorrect', reason: 'spam' },
        { flag: 'pqc', verdict: 'correct' },
      ],
    });
    await post({ reference_id: ids.c, reference_type: 'email', flags: [{ flag: 'adr', verdict: 'missed' }] });
    // Literature names the slots ss/qm/si and is referred to by its PMID.
    await post({
      reference_id: '123456',
      reference_type: 'literature',
      flags: [
        { flag: 'ss', verdict: 'correct' },
        { flag: 'si', verdict: 'missed' },
      ],
    });

    const rows = await t.database.db
      .select()
      .from(feedback)
      .where(eq(feedback.itemId, ids.a ?? ''));
    expect(rows.map((r) => [r.flag, r.verdict, r.reason, r.userId, r.analyzer]).sort()).toEqual([
      ['adr', 'correct', null, aliceId, 'lexicon@1'],
      ['pqc', 'missed', 'mentions a broken seal', aliceId, 'lexicon@1'],
    ]);
    const audited = await t.database.db
      .select({ n: count() })
      .from(auditEvents)
      .where(eq(auditEvents.type, 'feedback.recorded'));
    expect(audited[0]?.n).toBe(4);

    expect(await metrics()).toEqual({
      adr: { precision: 2 / 3, recall: 2 / 3, correct: 2, incorrect: 1, missed: 1 },
      pqc: { precision: 1, recall: 0.5, correct: 1, incorrect: 0, missed: 1 },
      mi: { precision: null, recall: 0, correct: 0, incorrect: 0, missed: 1 },
    });
  });

  it("counts only an item flag's latest verdict", async () => {
    await post({
      reference_id: ids.b,
      reference_type: 'email',
      flags: [{ flag: 'adr', verdict: 'correct' }],
    });
    expect((await metrics()).adr).toEqual({
      precision: 1,
      recall: 0.75,
      correct: 3,
      incorrect: 0,
      missed: 1,
    });
  });

  it('refuses verdicts that contradict the flags, duplicates, and other organisations, storing nothing', async () => {
    const before = (await t.database.db.select({ n: count() }).from(feedback))[0]?.n;
    const contradicting = await post({
      reference_id: ids.c,
      reference_type: 'email',
      flags: [{ flag: 'adr', verdict: 'correct' }],
    });
    expect([contradicting.statusCode, contradicting.json()]).toEqual([
      400,
      { error: "Feedback does not match the item's current flags", code: 'feedback_mismatch' },
    ]);
    const partlyWrong = await post({
      reference_id: ids.a,
      reference_type: 'email',
      flags: [
        { flag: 'adr', verdict: 'correct' },
        { flag: 'mi', verdict: 'incorrect' },
      ],
    });
    expect(partlyWrong.statusCode).toBe(400);
    expect(
      (
        await post({
          reference_id: ids.a,
          reference_type: 'email',
          flags: [
            { flag: 'adr', verdict: 'correct' },
            { flag: 'adr', verdict: 'correct' },
          ],
        })
      ).statusCode,
    ).toBe(400);
    expect((await post({ reference_id: ids.a, reference_type: 'email', flags: [] })).statusCode).toBe(400);
    const asBob = await post(
      { reference_id: ids.a, reference_type: 'email', flags: [{ flag: 'adr', verdict: 'correct' }] },
      bob,
    );
    expect([asBob.statusCode, asBob.json()]).toEqual([
      404,
      { error: 'Item not found', code: 'item_not_found' },
    ]);
    expect((await t.app.inject({ method: 'POST', url: '/api/feedback', payload: {} })).statusCode).toBe(401);
    expect((await t.database.db.select({ n: count() }).from(feedback))[0]?.n).toBe(before);
    expect(await metrics(bob)).toEqual({
      adr: { precision: null, recall: null, correct: 0, incorrect: 0, missed: 0 },
      pqc: { precision: null, recall: null, correct: 0, incorrect: 0, missed: 0 },
      mi: { precision: null, recall: null, correct: 0, incorrect: 0, missed: 0 },
    });
  });
});
