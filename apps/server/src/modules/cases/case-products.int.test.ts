import { randomUUID } from 'node:crypto';
import {
  DEFAULT_REPORTING_RULES,
  type AssessmentRow,
  type CaseDetail,
  type CaseObligation,
  type SaveReportingRulesRequest,
} from '@vigila/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startCasesTestKit, type CasesTestKit } from '../../test/cases-test-kit.ts';
import { addMember, buildUser } from '../../test/factories.ts';
import { syntheticRelease } from '../../test/meddra-test-kit.ts';
import { parseMeddraRelease } from '../meddra/parse-release.ts';
import { replaceActiveRelease } from '../meddra/meddra.repository.ts';
import { refreshOrgObligationDues } from './obligation-due.service.ts';

const kinds = await testDatabaseKinds();

/** A serious spontaneous US case of Xarelto with a coded headache, which the reporter thinks probably related. */
const CASE = [
  { report_type: '1' },
  { occur_country: 'US' },
  { hospitalization: true },
  { medicinal_product: 'XARELTO 20 mg comprimidos' },
  { drug_role: '1' },
  { reaction_term: 'Headache' },
];

describe.each(kinds)('case drugs linked to the product dictionary on %s', (kind) => {
  let k: CasesTestKit;
  let admin: string;

  beforeAll(async () => {
    k = await startCasesTestKit(kind);
    const { db } = k.t.database;
    await db.transaction((tx) =>
      replaceActiveRelease(tx, randomUUID(), {
        orgId: k.orgId,
        version: '27.1',
        language: 'en',
        uploadedBy: k.memberUserId,
        terms: parseMeddraRelease(syntheticRelease('en')),
      }),
    );
    const adam = await buildUser(db, { name: 'Adam Admin' });
    await addMember(db, k.orgId, adam.id, ['admin']);
    admin = await k.t.issuer.mintToken({ sub: adam.id, org_id: k.orgId });
  });
  afterAll(() => k.t.close());

  const seriousCase = async () => {
    const created = await k.send('POST', '/api/cases/manual', k.member);
    const id = created.json<{ id: string }>().id;
    for (const field of CASE)
      expect((await k.send('PUT', `/api/case/${id}`, k.member, field)).statusCode).toBe(200);
    const coded = await k.send('PUT', `/api/cases/${id}/sections/E/0/coding`, k.member, {
      language: 'en',
      term: 'Headache',
      llt_code: '96000005',
    });
    expect(coded.statusCode, coded.body).toBe(200);
    const assessed = await k.send('PUT', `/api/cases/${id}/assessments`, k.member, {
      drug: 'XARELTO 20 mg comprimidos',
      reaction: 'Headache',
      reporter: { result: 'probable', method: 'WHO-UMC' },
      company: null,
      expectedness_override: null,
    });
    expect(assessed.statusCode, assessed.body).toBe(200);
    return id;
  };
  const detail = async (id: string) =>
    (await k.send('GET', `/api/cases/${id}`, k.member)).json<{ data: CaseDetail }>().data;
  const fdaOf = async (id: string) =>
    (await k.send('GET', `/api/cases/${id}/obligations`, k.member))
      .json<{ data: CaseObligation[] }>()
      .data.find((obligation) => obligation.receiver === 'fda');

  it('First the drug links to no product and the FDA report is due in 15 days; once the label lists the PT, it is expected and periodic', async () => {
    const id = await seriousCase();
    const before = await detail(id);
    expect(before.drug_products).toEqual([null]);
    expect(before.assessments[0]).toMatchObject({ expectedness: 'not_assessed' });
    expect(await fdaOf(id)).toMatchObject({ obligation: 'days_15' });

    const added = await k.send('POST', '/api/products', admin, {
      name: 'Xarelto',
      brands: ['Xarelto'],
      substances: ['rivaroxabán'],
      label_version: 'SmPC 2025-06',
      expected_terms: [],
    });
    expect(added.statusCode, added.body).toBe(200);
    const product = added.json<{ data: { id: string } }>().data;

    // Linked, and the label lists nothing: unexpected, from that label — still 15 days.
    const linked = await detail(id);
    expect(linked.drug_products).toEqual([{ id: product.id, name: 'Xarelto', product_type: 'drug' }]);
    expect(linked.assessments[0]).toMatchObject({
      expectedness: 'unexpected',
      expectedness_reason: { kind: 'not_listed', labelVersion: 'SmPC 2025-06' },
    });
    expect(await fdaOf(id)).toMatchObject({ obligation: 'days_15' });

    // The label now lists the headache's PT: expected, and the FDA wants it in the periodic report.
    const ptCode = linked.sections.E[0]?.reaction_meddra_pt_code;
    expect(typeof ptCode).toBe('string');
    const changed = await k.send('PUT', `/api/products/${product.id}`, admin, {
      name: 'Xarelto',
      brands: ['Xarelto'],
      substances: ['rivaroxabán'],
      label_version: 'SmPC 2025-09',
      expected_terms: [{ pt_code: ptCode, pt_term: 'Headache' }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const expected = await detail(id);
    expect(expected.assessments[0]).toMatchObject({
      expectedness: 'expected',
      expectedness_reason: { kind: 'listed', labelVersion: 'SmPC 2025-09', term: 'Headache' },
    });
    expect(await fdaOf(id)).toMatchObject({ obligation: 'periodic' });
    // The due date the list reads follows once the recomputation the change queued has run (workers are off here).
    const storedReceiver = async () =>
      (
        await k.t.database.db
          .select({ receiver: cases.obligationDueReceiver })
          .from(cases)
          .where(eq(cases.id, id))
      )[0]?.receiver;
    expect(await storedReceiver()).toBe('fda');
    await k.t.database.db.transaction((tx) => refreshOrgObligationDues(tx, k.orgId));
    expect(await storedReceiver()).not.toBe('fda');

    // The assessment call answers the same rows as the case page.
    const saved = await k.send('PUT', `/api/cases/${id}/assessments`, k.member, {
      drug: 'XARELTO 20 mg comprimidos',
      reaction: 'Headache',
      reporter: { result: 'possible', method: 'WHO-UMC' },
      company: null,
      expectedness_override: null,
    });
    expect(saved.json<{ data: AssessmentRow[] }>().data[0]).toMatchObject({ expectedness: 'expected' });

    // Archived, the product no longer decides: not assessed again.
    await k.send('POST', `/api/products/${product.id}/archive`, admin);
    const archived = await detail(id);
    expect(archived.drug_products).toEqual([null]);
    expect(archived.assessments[0]).toMatchObject({ expectedness: 'not_assessed' });
  });

  it('applies a rule on product type when the suspect names a dictionary product of that type (decision 0045)', async () => {
    const vaccineRule: SaveReportingRulesRequest = {
      effective_from: '2020-01-01',
      rules: [
        {
          seriousness: 'non_serious',
          expectedness: 'any',
          relatedness: 'any',
          source: 'any',
          country: 'domestic',
          product_type: 'vaccine',
          obligation: 'days_15',
          basis: 'Company SOP PV-031: non-serious domestic vaccine cases within 15 days',
        },
        ...DEFAULT_REPORTING_RULES.fda.rules,
      ],
      fallback: DEFAULT_REPORTING_RULES.fda.fallback,
      fallback_basis: DEFAULT_REPORTING_RULES.fda.fallback_basis,
    };
    const saved = await k.send('PUT', '/api/reporting-rules/fda', admin, vaccineRule);
    expect(saved.statusCode, saved.body).toBe(200);
    const id = (await k.send('POST', '/api/cases/manual', k.member)).json<{ id: string }>().id;
    for (const field of [
      { report_type: '1' },
      { occur_country: 'US' },
      { hospitalization: false },
      { medicinal_product: 'Vaxigrip Tetra' },
      { drug_role: '1' },
      { reaction_term: 'Injection site pain' },
    ])
      expect((await k.send('PUT', `/api/case/${id}`, k.member, field)).statusCode).toBe(200);

    // Not in the dictionary: the type is unknown, so the vaccine rule's shorter clock applies, and says why.
    const unknown = await fdaOf(id);
    expect(unknown?.obligation).toBe('days_15');
    expect(unknown?.reasons).toContain('product_type_unknown');

    const entry = { name: 'Vaxigrip', brands: ['Vaxigrip Tetra'], product_type: 'vaccine' };
    const added = await k.send('POST', '/api/products', admin, entry);
    expect(added.statusCode, added.body).toBe(200);
    const product = added.json<{ data: { id: string; product_type: string } }>().data;
    expect(product.product_type).toBe('vaccine');
    expect((await detail(id)).drug_products).toEqual([
      { id: product.id, name: 'Vaxigrip', product_type: 'vaccine' },
    ]);
    const asVaccine = await fdaOf(id);
    expect(asVaccine).toMatchObject({ obligation: 'days_15', basis: vaccineRule.rules[0]?.basis });
    expect(asVaccine?.reasons).not.toContain('product_type_unknown');

    // Entered as a drug, the same case falls to the shipped rule: a non-serious US case goes on the periodic report.
    const changed = await k.send('PUT', `/api/products/${product.id}`, admin, {
      ...entry,
      product_type: 'drug',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await fdaOf(id)).toMatchObject({ obligation: 'periodic' });
  });
});
