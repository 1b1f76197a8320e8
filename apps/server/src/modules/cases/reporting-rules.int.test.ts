import {
  DEFAULT_REPORTING_RULES,
  type CaseObligation,
  type ReportingRulesAnswer,
  type SaveReportingRulesRequest,
} from '@vigila/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, reportingRuleVersions } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startCasesTestKit, type CasesTestKit } from '../../test/cases-test-kit.ts';
import { addMember, buildUser } from '../../test/factories.ts';

const kinds = await testDatabaseKinds();

/** The EU table with non-serious EEA cases moved from 90 days to 15 (a stricter company rule). */
const stricterEu: SaveReportingRulesRequest = {
  effective_from: '2025-06-01',
  rules: DEFAULT_REPORTING_RULES.eu.rules.map((rule) =>
    rule.obligation === 'days_90'
      ? { ...rule, obligation: 'days_15', basis: 'Company SOP PV-012: non-serious EEA cases within 15 days' }
      : rule,
  ),
  fallback: DEFAULT_REPORTING_RULES.eu.fallback,
  fallback_basis: DEFAULT_REPORTING_RULES.eu.fallback_basis,
};

describe.each(kinds)('reporting rules of an organisation on %s', (kind) => {
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

  /** A non-serious spontaneous case from Spain whose day 0 is `dayZero`. */
  const caseOn = async (dayZero: string) => {
    const id = (await k.send('POST', '/api/cases/manual', k.member)).json<{ id: string }>().id;
    for (const field of [{ report_type: '1' }, { hospitalization: false }, { occur_country: 'ES' }]) {
      expect((await k.send('PUT', `/api/case/${id}`, k.member, field)).statusCode).toBe(200);
    }
    const dated = await k.send('PUT', `/api/cases/${id}/receipt-dates`, k.member, {
      initial_receipt_date: dayZero,
      latest_receipt_date: dayZero,
      reason: 'Received on this day',
    });
    expect(dated.statusCode, dated.body).toBe(200);
    return id;
  };
  const euObligation = async (id: string) =>
    (await k.send('GET', `/api/cases/${id}/obligations`, k.member))
      .json<{ data: CaseObligation[] }>()
      .data.find((o) => o.receiver === 'eu');
  const rules = async () =>
    (await k.send('GET', '/api/reporting-rules', k.member)).json<{ data: ReportingRulesAnswer }>().data;

  it('lists the shipped rules of every receiver before the organisation saves any', async () => {
    const answer = await rules();
    expect(answer.map((r) => [r.receiver, r.versions.length])).toEqual([
      ['fda', 0],
      ['eu', 0],
      ['health_canada', 0],
    ]);
    expect(answer[1]?.defaults.rules[0]?.basis).toContain('536/2014');
  });

  it('refuses a technician, and refuses a table that does not validate', async () => {
    const refused = await k.send('PUT', '/api/reporting-rules/eu', k.member, stricterEu);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'reporting_rules_not_allowed' });
    const invalid = await k.send('PUT', '/api/reporting-rules/eu', admin, {
      ...stricterEu,
      rules: [{ ...stricterEu.rules[0], obligation: 'days_30' }],
    });
    expect(invalid.statusCode).toBe(400);
    const badDate = await k.send('PUT', '/api/reporting-rules/eu', admin, {
      ...stricterEu,
      effective_from: '2025-02-30',
    });
    expect(badDate.statusCode).toBe(400);
    const { db } = k.t.database;
    expect(await db.select().from(reportingRuleVersions)).toEqual([]);
  });

  it('audits a change, and applies it only to cases whose day 0 is on or after its effective date', async () => {
    const before = await caseOn('2025-05-31');
    const onTheDay = await caseOn('2025-06-01');
    const after = await caseOn('2025-07-15');
    expect(await euObligation(onTheDay)).toMatchObject({ obligation: 'days_90', due_date: '2025-08-30' });

    const saved = await k.send('PUT', '/api/reporting-rules/eu', admin, stricterEu);
    expect(saved.statusCode, saved.body).toBe(200);
    const version = saved.json<{ data: { id: string; created_by_name: string } }>().data;
    expect(version.created_by_name).toBe('Ada Admin');

    const { db } = k.t.database;
    const events = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.orgId, k.orgId), eq(auditEvents.type, 'reporting_rules.changed')));
    expect(events).toHaveLength(1);
    expect(events[0]?.data).toMatchObject({
      version_id: version.id,
      receiver: 'eu',
      effective_from: '2025-06-01',
      table: { receiver: 'eu', rules: stricterEu.rules },
    });

    expect(await euObligation(before)).toMatchObject({ obligation: 'days_90', rules_effective_from: null });
    expect(await euObligation(onTheDay)).toMatchObject({
      obligation: 'days_15',
      due_date: '2025-06-16',
      rules_effective_from: '2025-06-01',
      basis: 'Company SOP PV-012: non-serious EEA cases within 15 days',
    });
    expect(await euObligation(after)).toMatchObject({ obligation: 'days_15', due_date: '2025-07-30' });

    const listed = await rules();
    expect(listed[1]?.versions.map((v) => v.effective_from)).toEqual(['2025-06-01']);
  });

  it("keeps each organisation's rules its own", async () => {
    const theirs = await k.send('GET', '/api/reporting-rules', k.outsider);
    expect(theirs.json<{ data: ReportingRulesAnswer }>().data[1]?.versions).toEqual([]);
  });

  it('never changes nor deletes a saved version', async () => {
    const { db } = k.t.database;
    await expect(db.delete(reportingRuleVersions)).rejects.toThrow();
    await expect(db.update(reportingRuleVersions).set({ effectiveFrom: '2020-01-01' })).rejects.toThrow();
  });
});
