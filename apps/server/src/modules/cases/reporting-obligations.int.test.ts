import type { CaseObligation } from '@vigila/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { addManager } from '../../test/member-app.ts';
import { startCasesTestKit, type CasesTestKit } from '../../test/cases-test-kit.ts';

const kinds = await testDatabaseKinds();

/** Day 0 of every case of the table, and its due dates: + 7, + 15 and + 90 calendar days. */
const DAY_ZERO = '2025-03-03';
const D7 = '2025-03-10';
const D15 = '2025-03-18';
const D90 = '2025-06-01';

const spontaneous = { report_type: '1' };
const clinicalTrial = { report_type: '2', study_type: '1' };
const solicited = { report_type: '2', study_type: '3' };
const literature = {
  report_type: '1',
  literature_reference: 'Ruiz A. Angioedema after Cardiozen. J Drug Saf. 2025',
};
const serious = { hospitalization: true };
const fatal = { death: true };
const lifeThreatening = { life_threatening: true };
const nonSerious = { hospitalization: false };

type Expected = [obligation: CaseObligation['obligation'], due: string | null];
const days7: Expected = ['days_7', D7];
const days15: Expected = ['days_15', D15];
const days90: Expected = ['days_90', D90];
const periodic: Expected = ['periodic', null];
const none: Expected = ['none', null];

/**
 * Cases × receivers with the obligation and due date each must give under the shipped rules. Expectedness and
 * relatedness are not assessed yet, so every case is taken as unexpected and related (the engine's unit tests
 * cover expected and not related cases).
 */
const TABLE: [
  name: string,
  fields: Record<string, string | boolean>,
  fda: Expected,
  eu: Expected,
  canada: Expected,
][] = [
  ['serious spontaneous, US', { ...spontaneous, ...serious, occur_country: 'US' }, days15, days15, days15],
  [
    'serious spontaneous, Canada',
    { ...spontaneous, ...serious, occur_country: 'CA' },
    days15,
    days15,
    days15,
  ],
  [
    'serious spontaneous, Spain (EEA)',
    { ...spontaneous, ...serious, occur_country: 'ES' },
    days15,
    days15,
    days15,
  ],
  [
    'non-serious spontaneous, US',
    { ...spontaneous, ...nonSerious, occur_country: 'US' },
    periodic,
    none,
    periodic,
  ],
  [
    'non-serious spontaneous, Spain',
    { ...spontaneous, ...nonSerious, occur_country: 'ES' },
    none,
    days90,
    periodic,
  ],
  [
    'non-serious spontaneous, Canada',
    { ...spontaneous, ...nonSerious, occur_country: 'CA' },
    none,
    none,
    periodic,
  ],
  [
    'fatal SUSAR in a clinical trial, Germany',
    { ...clinicalTrial, ...fatal, occur_country: 'DE' },
    days15,
    days7,
    days7,
  ],
  [
    'life-threatening SUSAR in a trial, US',
    { ...clinicalTrial, ...lifeThreatening, occur_country: 'US' },
    days15,
    days7,
    days7,
  ],
  [
    'serious SUSAR in a clinical trial, US',
    { ...clinicalTrial, ...serious, occur_country: 'US' },
    days15,
    days15,
    days15,
  ],
  [
    'non-serious clinical trial case, Japan',
    { ...clinicalTrial, ...nonSerious, occur_country: 'JP' },
    none,
    periodic,
    none,
  ],
  [
    'serious literature case, France',
    { ...literature, ...lifeThreatening, occur_country: 'FR' },
    days15,
    days15,
    days15,
  ],
  [
    'non-serious literature case, US',
    { ...literature, ...nonSerious, occur_country: 'US' },
    none,
    none,
    periodic,
  ],
  [
    'non-serious solicited report, Spain',
    { ...solicited, ...nonSerious, occur_country: 'ES' },
    none,
    days90,
    periodic,
  ],
  [
    'serious solicited report, Canada',
    { ...solicited, ...serious, primary_source_country: 'CA' },
    days15,
    days15,
    days15,
  ],
  ['seriousness and country unknown', { ...spontaneous }, days15, days15, days15],
];

describe.each(kinds)('reporting obligations of cases on %s', (kind) => {
  let k: CasesTestKit;
  beforeAll(async () => {
    k = await startCasesTestKit(kind);
  });
  afterAll(() => k.t.close());

  /** A manual case with the given fields and day 0 on DAY_ZERO. */
  const caseWith = async (fields: Record<string, string | boolean>) => {
    const created = await k.send('POST', '/api/cases/manual', k.member);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ id: string }>().id;
    for (const [field, value] of Object.entries(fields)) {
      const saved = await k.send('PUT', `/api/case/${id}`, k.member, { [field]: value });
      expect(saved.statusCode, `${field}: ${saved.body}`).toBe(200);
    }
    const dated = await k.send('PUT', `/api/cases/${id}/receipt-dates`, k.member, {
      initial_receipt_date: DAY_ZERO,
      latest_receipt_date: DAY_ZERO,
      reason: 'Received by post on this day',
    });
    expect(dated.statusCode, dated.body).toBe(200);
    return id;
  };
  const obligationsOf = async (id: string, token = k.member) =>
    k.send('GET', `/api/cases/${id}/obligations`, token);

  it.each(TABLE)('%s', async (_name, fields, fda, eu, canada) => {
    const id = await caseWith(fields);
    const response = await obligationsOf(id);
    expect(response.statusCode, response.body).toBe(200);
    const obligations = response.json<{ data: CaseObligation[] }>().data;
    expect(obligations.map((o) => [o.receiver, o.obligation, o.due_date])).toEqual([
      ['fda', ...fda],
      ['eu', ...eu],
      ['health_canada', ...canada],
    ]);
    // Day 0 was long ago and the case is open: every obligation with a due date is overdue.
    for (const obligation of obligations) {
      expect(obligation.overdue).toBe(obligation.due_date !== null);
      expect(obligation.basis).not.toBe('');
    }
  });

  it('names the rule and its legal basis, and says why it assumed what the case does not tell', async () => {
    const id = await caseWith({ ...spontaneous, ...serious, occur_country: 'US' });
    const [fda] = (await obligationsOf(id)).json<{ data: CaseObligation[] }>().data;
    expect(fda).toMatchObject({ receiver: 'fda', rule_number: 2, rules_effective_from: null });
    expect(fda?.basis).toContain('21 CFR 314.80(c)(1)(i)');
    expect(fda?.reasons).toEqual(['expectedness_not_assessed', 'relatedness_deemed_spontaneous']);

    const unknown = await caseWith({ ...spontaneous });
    const [first] = (await obligationsOf(unknown)).json<{ data: CaseObligation[] }>().data;
    expect(first?.reasons).toEqual(
      expect.arrayContaining(['seriousness_uncertain', 'country_unknown', 'expectedness_not_assessed']),
    );
  });

  it('closes the obligations of a completed case', async () => {
    const id = await caseWith({ ...spontaneous, ...serious, occur_country: 'US' });
    // Through the workflow as a team would (decision 0034): Alice enters the data, a manager passes QC and medical
    // review and completes the case.
    const maria = await addManager(k);
    for (const who of [k.member, k.member, maria, maria]) {
      const moved = await k.send('POST', `/api/cases/${id}/workflow`, who, { direction: 'forward' });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const completed = (await k.send('GET', `/api/cases/${id}`, maria)).json<{ data: { status: string } }>();
    expect(completed.data.status).toBe('completed');
    const obligations = (await obligationsOf(id)).json<{ data: CaseObligation[] }>().data;
    expect(obligations.every((o) => !o.open && !o.overdue)).toBe(true);
  });

  it("answers 404 for another organisation's case", async () => {
    const id = await caseWith({ ...spontaneous });
    expect((await obligationsOf(id, k.outsider)).statusCode).toBe(404);
  });
});
