import { randomUUID } from 'node:crypto';
import type { PsurData } from '@vigila/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cases, meddraReleases, meddraTerms, memberships } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildItem } from '../../test/item-factory.ts';
import { startMemberApp, type MemberApp } from '../../test/member-app.ts';

const kinds = await testDatabaseKinds();
const INTERVAL = 'from=2026-01-01&to=2026-06-30';

describe.each(kinds)('GET /psur on %s', (kind) => {
  let k: MemberApp;
  let psur: PsurData;

  // The form's fields are generated columns (db/schema/cases.ts), not in the inferred type.
  type CaseValues = Partial<typeof cases.$inferInsert> & Record<string, unknown>;
  const addCase = async (orgId: string, reference: string, receivedOn: string, values: CaseValues = {}) => {
    const row: CaseValues = {
      id: randomUUID(),
      orgId,
      referenceId: reference,
      source: 'email',
      username: 'sender@example.test',
      publishedAt: new Date(`${receivedOn}T10:00:00.000Z`),
      dayZero: new Date(`${receivedOn}T10:00:00.000Z`),
      latestReceiptAt: new Date(`${receivedOn}T10:00:00.000Z`),
      ...values,
    };
    await k.t.database.db.insert(cases).values(row as typeof cases.$inferInsert);
  };
  const term = (releaseId: string, orgId: string, code: string, name: string, soc: [string, string]) => ({
    releaseId,
    orgId,
    lltCode: code,
    lltName: name,
    ptCode: code,
    ptName: name,
    socCode: soc[0],
    socName: soc[1],
    current: true,
  });

  beforeAll(async () => {
    k = await startMemberApp(kind, { workers: false });
    const { db } = k.t.database;
    const orgId = k.orgId;
    const [outsiderMembership] = await db
      .select({ orgId: memberships.orgId })
      .from(memberships)
      .where(eq(memberships.userId, k.outsiderUserId));
    if (!outsiderMembership) throw new Error('the outsider has no organisation');
    const otherOrgId = outsiderMembership.orgId;

    // Acme's MedDRA release (synthetic codes): Rash in Skin, Headache in Nervous system.
    const releaseId = randomUUID();
    await db
      .insert(meddraReleases)
      .values({ id: releaseId, orgId, version: '27.1', language: 'en', active: true });
    const skin: [string, string] = ['99000001', 'Skin disorders (synthetic)'];
    const nervous: [string, string] = ['99000002', 'Nervous system disorders (synthetic)'];
    await db
      .insert(meddraTerms)
      .values([
        term(releaseId, orgId, '96000001', 'Rash', skin),
        term(releaseId, orgId, '96000005', 'Headache', nervous),
      ]);

    // A: suspect Aspirin in the interval, a serious coded Rash and a coded Headache (second entry).
    await addCase(orgId, 'A-1', '2026-03-10', {
      medicinal_product: 'Aspirin 500 mg',
      drug_role: '1',
      dose_amount: '500',
      dose_unit: 'mg',
      reaction_term: 'Skin rash',
      reaction_meddra_pt_code: '96000001',
      reaction_outcome: '1',
      hospitalization: true,
      occur_country: 'es',
      additionalEntries: {
        E: [{ reaction_term: 'Headache', reaction_meddra_pt_code: '96000005', reaction_outcome: '2' }],
      },
    });
    // B: before the interval (cumulative only); Aspirin is its second drug; a reaction not coded.
    await addCase(orgId, 'B-1', '2025-11-01', {
      source: 'youtube',
      medicinal_product: 'Ibuprofen',
      drug_role: '1',
      reaction_term: 'Stomach ache',
      primary_source_country: 'FR',
      additionalEntries: { G: [{ medicinal_product: 'Aspirin Forte', drug_role: '1' }] },
    });
    // E: an interacting "Baby aspirin", in the interval, the same uncoded term with a code the release lacks.
    await addCase(orgId, 'E-1', '2026-05-01', {
      source: 'manual',
      medicinal_product: 'Baby ASPIRIN',
      drug_role: '3',
      reaction_term: 'Stomach ache',
      reaction_meddra_pt_code: '12345678',
    });
    // Not the product's: a concomitant Aspirin, a case after the DLP, another product, a word not starting "aspirin".
    await addCase(orgId, 'C-1', '2026-02-01', {
      medicinal_product: 'Aspirin',
      drug_role: '2',
      reaction_term: 'Rash',
    });
    await addCase(orgId, 'D-1', '2026-07-05', {
      medicinal_product: 'Aspirin',
      drug_role: '1',
      reaction_term: 'Rash',
    });
    await addCase(orgId, 'G-1', '2026-02-01', {
      medicinal_product: 'Paracetamol',
      drug_role: '1',
      reaction_term: 'Rash',
    });
    await addCase(orgId, 'H-1', '2026-02-01', {
      medicinal_product: 'Noaspirin',
      drug_role: '1',
      reaction_term: 'Rash',
    });
    // Accents: found by "acido acetilsalicilico".
    await addCase(orgId, 'S-1', '2026-02-02', {
      medicinal_product: 'Genérico',
      active_substance: 'Ácido acetilsalicílico',
      drug_role: '1',
      reaction_term: 'Rash',
    });
    // Another organisation's suspect Aspirin case in the interval: never Acme's.
    await addCase(otherOrgId, 'X-1', '2026-03-01', {
      medicinal_product: 'Aspirin',
      drug_role: '1',
      reaction_term: 'Rash',
      reaction_meddra_pt_code: '96000001',
      death: true,
    });

    // Flagged items naming the product in the interval, and ones that do not count.
    const item = (overrides: Parameters<typeof buildItem>[1]) => buildItem(db, overrides);
    await item({
      orgId,
      adr: true,
      text: 'I took Aspirin and got a rash',
      publishedAt: new Date('2026-02-01T09:00:00Z'),
    });
    await item({
      orgId,
      source: 'youtube',
      sourceKey: 'chan',
      mi: true,
      title: 'aspirin dosage?',
      publishedAt: new Date('2026-03-01T09:00:00Z'),
    });
    await item({
      orgId,
      adr: true,
      text: 'ibuprofen made me dizzy',
      publishedAt: new Date('2026-02-01T09:00:00Z'),
    });
    await item({ orgId, adr: true, text: 'aspirin again', publishedAt: new Date('2025-12-01T09:00:00Z') });
    await item({ orgId, text: 'aspirin, no problem at all', publishedAt: new Date('2026-02-01T09:00:00Z') });
    await item({
      orgId: otherOrgId,
      adr: true,
      text: 'aspirin',
      publishedAt: new Date('2026-02-01T09:00:00Z'),
    });

    const response = await k.call('GET', `/api/psur?product=aspirin&${INTERVAL}`, k.member);
    expect(response.statusCode, response.body).toBe(200);
    psur = response.json<{ data: PsurData }>().data;
  });
  afterAll(() => k.t.close());

  it('counts the product’s cases in the interval and cumulatively, by suspect or interacting drug only', () => {
    expect(psur).toMatchObject({
      product: 'aspirin',
      from: '2026-01-01',
      to: '2026-06-30',
      organisation: 'Acme Pharma',
      meddra_version: '27.1',
      cases: { interval: 2, cumulative: 3 },
      line_listing_total: 2,
    });
    expect(psur.line_listing.map((line) => line.reference_id)).toEqual(['A-1', 'E-1']);
  });

  it('groups reactions by SOC and PT when coded, by the reported term when not', () => {
    const row = (soc: string | null, pt: string | null, term: string | null, total: boolean) => ({
      soc_code: soc,
      pt_code: pt,
      term,
      is_soc_total: total,
    });
    expect(psur.reactions).toEqual([
      {
        ...row('99000002', null, null, true),
        soc_name: 'Nervous system disorders (synthetic)',
        pt_name: null,
        interval: 1,
        interval_serious: 0,
        cumulative: 1,
        cumulative_serious: 0,
      },
      {
        ...row('99000002', '96000005', null, false),
        soc_name: 'Nervous system disorders (synthetic)',
        pt_name: 'Headache',
        interval: 1,
        interval_serious: 0,
        cumulative: 1,
        cumulative_serious: 0,
      },
      {
        ...row('99000001', null, null, true),
        soc_name: 'Skin disorders (synthetic)',
        pt_name: null,
        interval: 1,
        interval_serious: 1,
        cumulative: 1,
        cumulative_serious: 1,
      },
      {
        ...row('99000001', '96000001', null, false),
        soc_name: 'Skin disorders (synthetic)',
        pt_name: 'Rash',
        interval: 1,
        interval_serious: 1,
        cumulative: 1,
        cumulative_serious: 1,
      },
      {
        ...row(null, null, null, true),
        soc_name: null,
        pt_name: null,
        interval: 1,
        interval_serious: 0,
        cumulative: 2,
        cumulative_serious: 0,
      },
      {
        ...row(null, null, 'Stomach ache', false),
        soc_name: null,
        pt_name: null,
        interval: 1,
        interval_serious: 0,
        cumulative: 2,
        cumulative_serious: 0,
      },
    ]);
  });

  it('counts seriousness, outcomes, sources and countries', () => {
    expect(psur.seriousness).toEqual([
      { key: 'serious', interval: 1, cumulative: 1 },
      { key: 'non_serious', interval: 1, cumulative: 2 },
      { key: 'death', interval: 0, cumulative: 0 },
      { key: 'life_threatening', interval: 0, cumulative: 0 },
      { key: 'hospitalization', interval: 1, cumulative: 1 },
      { key: 'disabling', interval: 0, cumulative: 0 },
      { key: 'congenital_anomaly', interval: 0, cumulative: 0 },
      { key: 'medically_important', interval: 0, cumulative: 0 },
    ]);
    expect(psur.outcome).toEqual([
      { key: '1', interval: 1, cumulative: 1 },
      { key: '2', interval: 1, cumulative: 1 },
      { key: 'none', interval: 1, cumulative: 2 },
    ]);
    expect(psur.sources).toEqual([
      { key: 'email', interval: 1, cumulative: 1 },
      { key: 'manual', interval: 1, cumulative: 1 },
      { key: 'youtube', interval: 0, cumulative: 1 },
    ]);
    expect(psur.countries).toEqual([
      { key: 'ES', interval: 1, cumulative: 1 },
      { key: 'FR', interval: 0, cumulative: 1 },
      { key: 'none', interval: 1, cumulative: 1 },
    ]);
  });

  it('lists the interval’s cases with their suspect drugs, coded reactions and seriousness', () => {
    expect(psur.line_listing[0]).toMatchObject({
      reference_id: 'A-1',
      receipt_date: '2026-03-10',
      country: 'ES',
      drugs: [{ product: 'Aspirin 500 mg', role: '1', dose: '500', dose_unit: 'mg' }],
      reactions: [
        { term: 'Skin rash', pt_name: 'Rash', outcome: '1', serious: true },
        { term: 'Headache', pt_name: 'Headache', outcome: '2', serious: false },
      ],
      serious: true,
      criteria: ['hospitalization'],
      source: 'email',
      status: 'new',
    });
  });

  it('counts the flagged items naming the product in the interval, per source and flag', () => {
    expect(psur.flagged_items).toEqual([
      { source: 'email', flagged: 1, adr: 1, pqc: 0, mi: 0 },
      { source: 'youtube', flagged: 1, adr: 0, pqc: 0, mi: 1 },
    ]);
  });

  it('matches a product without accents or case, and never another organisation’s cases', async () => {
    const accents = await k.call('GET', `/api/psur?product=ACIDO%20acetilsalicilico&${INTERVAL}`, k.member);
    expect(accents.json<{ data: PsurData }>().data.line_listing.map((line) => line.reference_id)).toEqual([
      'S-1',
    ]);
    const outsider = await k.call('GET', `/api/psur?product=aspirin&${INTERVAL}`, k.outsider);
    const theirs = outsider.json<{ data: PsurData }>().data;
    expect(theirs.cases).toEqual({ interval: 1, cumulative: 1 });
    expect(theirs.flagged_items).toEqual([{ source: 'email', flagged: 1, adr: 1, pqc: 0, mi: 0 }]);
    expect(theirs.meddra_version).toBeNull();
    // Not coded in her organisation: Acme's release does not name her PT.
    expect(theirs.reactions.find((row) => !row.is_soc_total)).toMatchObject({ soc_code: null, term: 'Rash' });
  });

  it('offers the suspect drug names and substances in the product picker', async () => {
    const response = await k.call('GET', '/api/psur/products?q=asp', k.member);
    expect(response.statusCode).toBe(200);
    const names = response.json<{ data: { name: string; cases: number }[] }>().data;
    expect(names.map((row) => row.name).sort()).toEqual([
      'Aspirin',
      'Aspirin 500 mg',
      'Aspirin Forte',
      'Baby ASPIRIN',
    ]);
    expect(names.find((row) => row.name === 'Aspirin')?.cases).toBe(1);
  });

  it('exports a table as CSV', async () => {
    const response = await k.call(
      'GET',
      `/api/psur/export?table=line-listing&product=aspirin&${INTERVAL}`,
      k.member,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="psur-line-listing-aspirin-2026-06-30.csv"',
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '\ufeffcase_id,reference_id,receipt_date,country,age,age_unit,sex,suspect_drugs,reactions,serious,seriousness_criteria,outcomes,source,status',
    );
    expect(lines[1]).toContain(
      // Codes as their names: a line listing is read outside the app (issue 26).
      ',A-1,2026-03-10,ES,,,,Aspirin 500 mg 500 mg,Rash; Headache,true,hospitalization,Recovered/Resolved; Recovering/Resolving,email,new',
    );
    expect(lines[2]).toContain(',E-1,2026-05-01,');
    expect(lines).toHaveLength(4);

    const reactions = await k.call(
      'GET',
      `/api/psur/export?table=reactions&product=aspirin&${INTERVAL}`,
      k.member,
    );
    expect(reactions.body).toContain('99000001,Skin disorders (synthetic),pt,96000001,Rash,,1,1,0,1,1,0');
    expect(reactions.body).toContain(',not coded,term,,,Stomach ache,1,0,1,2,0,2');
  });

  it('refuses bad dates and an interval ending before it starts, saying why', async () => {
    const cases: [string, string][] = [
      [
        '/api/psur?product=aspirin&from=2026-07-01&to=2026-06-30',
        'The interval start must be on or before the data lock point',
      ],
      [
        '/api/psur?product=aspirin&from=2026-02-30&to=2026-06-30',
        'The interval start must be a date as YYYY-MM-DD',
      ],
      [
        '/api/psur/export?table=reactions&product=aspirin&from=2026-01-01&to=30/06/2026',
        'The data lock point must be a date as YYYY-MM-DD',
      ],
      ['/api/psur/export?table=nope&product=aspirin&' + INTERVAL, 'table'],
    ];
    for (const [url, message] of cases) {
      const response = await k.call('GET', url, k.member);
      expect(response.statusCode, url).toBe(400);
      expect(response.body, url).toContain(message);
    }
  });
});
