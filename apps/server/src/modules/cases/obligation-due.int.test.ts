import {
  DEFAULT_REPORTING_RULES,
  type CaseCounts,
  type CaseObligation,
  type CaseSummary,
  type SaveReportingRulesRequest,
} from '@vigila/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startCasesTestKit, type CasesTestKit } from '../../test/cases-test-kit.ts';
import { addMember, buildUser } from '../../test/factories.ts';
import { OBLIGATION_DUE_REVISION, refreshStaleObligationDues } from './obligation-due.service.ts';

const kinds = await testDatabaseKinds();

const DAY_MS = 24 * 60 * 60 * 1000;
/** The UTC calendar day `days` from `from` (YYYY-MM-DD). */
const plusDays = (from: string, days: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const TODAY = new Date().toISOString().slice(0, 10);

type Fields = Record<string, string | boolean>;
const seriousUnexpectedEu = { report_type: '1', hospitalization: true, occur_country: 'ES' };
const fatalTrial = { report_type: '2', study_type: '1', death: true, occur_country: 'DE' };
/** Owed to Health Canada periodically, to no one in 7, 15 or 90 days. */
const periodicOnly = { report_type: '1', hospitalization: false, occur_country: 'CA' };
const nonSeriousSpain = { report_type: '1', hospitalization: false, occur_country: 'ES' };

/** The EU table with non-serious EEA cases moved from 90 days to 15, in force from `effective_from`. */
const stricterEu = (effective_from: string): SaveReportingRulesRequest => ({
  effective_from,
  rules: DEFAULT_REPORTING_RULES.eu.rules.map((rule) =>
    rule.obligation === 'days_90' ? { ...rule, obligation: 'days_15', basis: 'Company SOP PV-012' } : rule,
  ),
  fallback: DEFAULT_REPORTING_RULES.eu.fallback,
  fallback_basis: DEFAULT_REPORTING_RULES.eu.fallback_basis,
});

describe.each(kinds)('the overdue view follows the reporting obligations on %s', (kind) => {
  let k: CasesTestKit;
  let admin: string;
  beforeAll(async () => {
    k = await startCasesTestKit(kind);
    const { db } = k.t.database;
    const ada = await buildUser(db, { name: 'Ada Admin' });
    await addMember(db, k.orgId, ada.id, ['admin']);
    admin = await k.t.issuer.mintToken({ sub: ada.id, org_id: k.orgId });
  });
  afterAll(() => k.t.close());

  /** A manual case with the given fields and day 0, all through the API (every write recomputes the due date). */
  const caseWith = async (fields: Fields, dayZero: string) => {
    const created = await k.send('POST', '/api/cases/manual', k.member);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ id: string }>().id;
    for (const [field, value] of Object.entries(fields)) {
      const saved = await k.send('PUT', `/api/case/${id}`, k.member, { [field]: value });
      expect(saved.statusCode, `${field}: ${saved.body}`).toBe(200);
    }
    const dated = await k.send('PUT', `/api/cases/${id}/receipt-dates`, k.member, {
      initial_receipt_date: dayZero,
      latest_receipt_date: dayZero,
      reason: 'Received by post on this day',
    });
    expect(dated.statusCode, dated.body).toBe(200);
    return id;
  };
  const rows = async (query = '') => {
    const response = await k.send('GET', `/api/cases${query}`, k.member);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: CaseSummary[] }>().data;
  };
  const rowOf = async (id: string) => (await rows()).find((row) => row.id === id);
  const obligationsOf = async (id: string) =>
    (await k.send('GET', `/api/cases/${id}/obligations`, k.member)).json<{ data: CaseObligation[] }>().data;

  const ids: Record<string, string> = {};
  it('dates a serious unexpected EU case day 0 + 15 and a fatal clinical-trial case day 0 + 7 (CTR)', async () => {
    const dayZero = plusDays(TODAY, -10);
    ids.serious = await caseWith(seriousUnexpectedEu, dayZero);
    ids.fatalTrial = await caseWith(fatalTrial, dayZero);
    ids.periodic = await caseWith(periodicOnly, plusDays(TODAY, -100));

    expect(await rowOf(ids.serious)).toMatchObject({
      due_date: plusDays(dayZero, 15),
      due_receiver: 'fda',
      overdue: false,
    });
    // The SPEC's fixed clock would give 15 days and not overdue; Regulation (EU) No 536/2014 Art. 42 gives 7.
    expect(await rowOf(ids.fatalTrial)).toMatchObject({
      due_date: plusDays(dayZero, 7),
      due_receiver: 'eu',
      overdue: true,
    });
    // Periodic reports only: the SPEC's 90-day processing target still applies, and is overdue.
    expect(await rowOf(ids.periodic)).toMatchObject({
      due_date: plusDays(TODAY, -10),
      due_receiver: null,
      overdue: true,
    });
  });

  it('agrees with GET /cases/{id}/obligations in the list, its overdue filter, the counts and the Home tile', async () => {
    for (const id of [ids.serious, ids.fatalTrial] as string[]) {
      const obligations = await obligationsOf(id);
      const earliest = obligations
        .filter((o) => o.due_date !== null)
        .sort((a, b) => (a.due_date as string).localeCompare(b.due_date as string))[0];
      expect(await rowOf(id)).toMatchObject({
        due_date: earliest?.due_date,
        due_receiver: earliest?.receiver,
        overdue: obligations.some((o) => o.overdue),
      });
    }
    expect((await rows('?overdue=true')).map((row) => row.id).sort()).toEqual(
      [ids.fatalTrial, ids.periodic].sort(),
    );
    expect((await rows('?overdue=false')).map((row) => row.id)).toEqual([ids.serious]);
    const counts = (await k.send('GET', '/api/cases/counts', k.member)).json<{ data: CaseCounts }>().data;
    expect(counts.overdue).toBe(2);
    const home = (await k.send('GET', '/api/home', k.member)).json<{
      data: { cases: { overdue: number } };
    }>();
    expect(home.data.cases.overdue).toBe(2);
  });

  it('follows an edit of a fact the rules read, in the same request', async () => {
    const id = ids.serious as string;
    // A fatal outcome makes the EU's and Health Canada's clinical-trial rules irrelevant for a spontaneous case:
    // still 15 days. A clinical trial report instead: 7.
    expect((await k.send('PUT', `/api/case/${id}`, k.member, { report_type: '2' })).statusCode).toBe(200);
    expect((await k.send('PUT', `/api/case/${id}`, k.member, { death: true })).statusCode).toBe(200);
    const dayZero = plusDays(TODAY, -10);
    expect(await rowOf(id)).toMatchObject({ due_date: plusDays(dayZero, 7), overdue: true });
    expect((await k.send('PUT', `/api/case/${id}`, k.member, { report_type: '1' })).statusCode).toBe(200);
    expect((await k.send('PUT', `/api/case/${id}`, k.member, { death: false })).statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ due_date: plusDays(dayZero, 15), overdue: false });
  });

  it('recomputes the cases a rule change applies to (day 0 on or after it) and leaves earlier ones', async () => {
    const before = await caseWith(nonSeriousSpain, '2025-05-31');
    const onTheDay = await caseWith(nonSeriousSpain, '2025-06-01');
    expect(await rowOf(before)).toMatchObject({ due_date: '2025-08-29', due_receiver: 'eu' });
    expect(await rowOf(onTheDay)).toMatchObject({ due_date: '2025-08-30', due_receiver: 'eu' });
    const { db } = k.t.database;
    const updatedAt = async (id: string) =>
      (await db.select({ at: cases.updatedAt }).from(cases).where(eq(cases.id, id)))[0]?.at;
    const editedAt = await updatedAt(onTheDay);

    const saved = await k.send('PUT', '/api/reporting-rules/eu', admin, stricterEu('2025-06-01'));
    expect(saved.statusCode, saved.body).toBe(200);

    expect(await rowOf(before)).toMatchObject({ due_date: '2025-08-29', due_receiver: 'eu' });
    expect(await rowOf(onTheDay)).toMatchObject({ due_date: '2025-06-16', due_receiver: 'eu' });
    for (const id of [before, onTheDay]) {
      const eu = (await obligationsOf(id)).find((o) => o.receiver === 'eu');
      expect((await rowOf(id))?.due_date).toBe(eu?.due_date);
    }
    // A derived value: the list's "last edited" order does not move because the rules did.
    expect(await updatedAt(onTheDay)).toEqual(editedAt);
  });

  it('computes at start the cases an older release, or none, computed', async () => {
    const id = ids.fatalTrial as string;
    const { db } = k.t.database;
    await db
      .update(cases)
      .set({ obligationDueDate: null, obligationDueReceiver: null, obligationDueRevision: null })
      .where(eq(cases.id, id));
    expect(await rowOf(id)).toMatchObject({ due_date: plusDays(TODAY, 5), due_receiver: null });

    expect(await refreshStaleObligationDues(db)).toBe(1);
    expect(await rowOf(id)).toMatchObject({ due_date: plusDays(TODAY, -3), due_receiver: 'eu' });
    const [stored] = await db
      .select({ revision: cases.obligationDueRevision })
      .from(cases)
      .where(eq(cases.id, id));
    expect(stored?.revision).toBe(OBLIGATION_DUE_REVISION);
    expect(await refreshStaleObligationDues(db)).toBe(0);
  });
});
