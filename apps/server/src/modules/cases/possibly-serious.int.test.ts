import type { CaseDetail, CaseFacts, CaseHistoryEntry, CaseObligation } from '@vigila/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startCasesTestKit, type CasesTestKit } from '../../test/cases-test-kit.ts';
import { addManager } from '../../test/member-app.ts';

const kinds = await testDatabaseKinds();

/** What the analysis reads of "ended up in the ER" after a rash: no criterion, only words that may hide one. */
const possiblySerious: CaseFacts = {
  products: ['Amoxil'],
  reactions: [{ text: 'hives', term: 'Urticaria', seriousness: [] }],
  serious: false,
  seriousness: [],
  seriousnessEvidence: [],
  possiblySerious: true,
  possiblySeriousEvidence: ['ended up in the ER'],
  patientAge: null,
  patientSex: null,
  reporter: 'consumer',
};

const DAY_MS = 24 * 60 * 60 * 1000;
const plusDays = (from: string, days: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

describe.each(kinds)('a possibly serious case keeps the shorter clock until downgraded on %s', (kind) => {
  let k: CasesTestKit;
  let manager: string;
  beforeAll(async () => {
    k = await startCasesTestKit(kind);
    manager = await addManager(k);
  });
  afterAll(() => k.t.close());

  const detail = async (id: string) =>
    (await k.send('GET', `/api/cases/${id}`, k.member)).json<{ data: CaseDetail }>().data;
  const euOf = async (id: string) =>
    (await k.send('GET', `/api/cases/${id}/obligations`, k.member))
      .json<{ data: CaseObligation[] }>()
      .data.find((row) => row.receiver === 'eu');
  const downgrade = (id: string, token: string, payload: object) =>
    k.send('POST', `/api/cases/${id}/downgrade-seriousness`, token, payload);

  it('starts the case of a possibly serious item on 15 days, says why, and lifts it on an audited downgrade', async () => {
    const item = await k.item({
      source: 'email',
      adr: true,
      caseFacts: possiblySerious,
      receivedAt: new Date('2026-10-01T09:00:00Z'),
    });
    const id = await k.convert(item.id, 'email');
    await k.send('PUT', `/api/case/${id}`, k.member, { occur_country: 'ES' });
    const before = await detail(id);
    expect(before.possibly_serious_words).toEqual(['ended up in the ER']);
    expect(before.serious).toBe(false);
    expect(before.due_date).toBe(plusDays('2026-10-01', 15));
    expect(await euOf(id)).toMatchObject({ obligation: 'days_15', due_date: plusDays('2026-10-01', 15) });
    expect((await euOf(id))?.reasons).toContain('possibly_serious');

    // Criteria answered "no" by hand do not lift the shorter clock: only the downgrade does.
    await k.send('PUT', `/api/case/${id}`, k.member, { hospitalization: false });
    expect((await euOf(id))?.obligation).toBe('days_15');

    // Refused: no reason (400), a technician (403); nothing changes.
    expect((await downgrade(id, manager, { reason: '  ' })).statusCode).toBe(400);
    const refused = await downgrade(id, k.member, { reason: 'Sent home the same night' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'permission_case_pass_medical_review' });
    expect((await detail(id)).possibly_serious_words).toEqual(['ended up in the ER']);

    const done = await downgrade(id, manager, { reason: 'Seen in the ER and sent home the same night' });
    expect(done.statusCode, done.body).toBe(200);
    const after = await detail(id);
    expect(after.possibly_serious_words).toBeNull();
    expect(after.form).toMatchObject({ death: false, life_threatening: false, hospitalization: false });
    expect(after.due_date).toBe(plusDays('2026-10-01', 90));
    expect(await euOf(id)).toMatchObject({ obligation: 'days_90', due_date: plusDays('2026-10-01', 90) });
    expect((await euOf(id))?.reasons).not.toContain('possibly_serious');

    const history = (await k.send('GET', `/api/cases/${id}/history`, k.member)).json<{
      data: CaseHistoryEntry[];
    }>().data;
    const entry = history.find((each) => each.type === 'case.seriousness_downgraded');
    expect(entry).toMatchObject({
      field: 'seriousness',
      old_value: 'possibly_serious',
      new_value: 'non_serious',
      changed_by_name: 'Maria Manager',
      details: { words: 'ended up in the ER', reason: 'Seen in the ER and sent home the same night' },
    });
    // Once downgraded there is nothing left to downgrade.
    const again = await downgrade(id, manager, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'case_not_possibly_serious' });
  });

  it('leaves a serious or plain item’s case unmarked, and hides another organisation’s case', async () => {
    const plain = await k.item({ source: 'email', adr: true });
    const id = await k.convert(plain.id, 'email');
    expect((await detail(id)).possibly_serious_words).toBeNull();
    expect((await downgrade(id, manager, { reason: 'x' })).statusCode).toBe(409);
    const outsider = await downgrade(id, k.outsider, { reason: 'x' });
    expect(outsider.statusCode).toBe(404);
  });
});
